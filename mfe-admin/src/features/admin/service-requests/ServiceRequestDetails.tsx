import type { ServiceRequest } from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { PaymentStatusBadge } from '@ssc/ui/badges';
import { FileText } from 'lucide-react';
import { serviceRequestReceiptHref } from '../api/queries';
import {
  ContactRows,
  DetailList,
  DetailsDrawer,
  ReceiptRows,
  SectionTitle,
} from '../components/DetailsDrawer';
import { Muted } from '../components/layout';
import { formatDateTime, formatPrice } from '../format';
import { ServiceRequestNotes, ServiceRequestProgress } from './ServiceRequestWork';

/**
 * One request of the service-request wizard: its reference, everything the client sent, its
 * payment, where the office's work stands and the office's notes (issue 34.10).
 */
export function ServiceRequestDetails({
  request,
  serviceName,
}: {
  request: ServiceRequest;
  serviceName: string;
}) {
  const r = request;
  return (
    <DetailsDrawer
      title={`طلب خدمة: ${serviceName}`}
      description={`${r.reference ? `${r.reference}، ` : ''}${r.fullName}، ${formatDateTime(r.createdAt)}`}
      trigger={
        <Button $variant="ghost" aria-label={`تفاصيل طلب ${r.fullName}`}>
          <FileText size={18} aria-hidden />
          التفاصيل
        </Button>
      }
    >
      <DetailList>
        {r.reference ? (
          <>
            <dt>رقم الطلب</dt>
            <dd dir="ltr" data-testid="details-reference">
              {r.reference}
            </dd>
          </>
        ) : null}
        <ContactRows name={r.fullName} email={r.email} phone={r.phone} />
        <dt>الشركة</dt>
        <dd>{r.company || '—'}</dd>
        <dt>العنوان</dt>
        <dd>{r.address || '—'}</dd>
        <dt>الخدمة</dt>
        <dd>{serviceName}</dd>
        <dt>المبلغ</dt>
        <dd>{formatPrice(r.amount)}</dd>
        <dt>الدفع</dt>
        <dd>
          <PaymentStatusBadge status={r.paymentStatus} />
        </dd>
        {r.paymentId ? (
          <>
            <dt>رقم عملية الدفع</dt>
            <dd dir="ltr">{r.paymentId}</dd>
          </>
        ) : null}
        {r.paymentStatus === 'paid' ? (
          <ReceiptRows
            href={serviceRequestReceiptHref(r.id)}
            fileName={`فاتورة-طلب-${r.id}.pdf`}
            name={`${r.fullName}، ${serviceName}`}
          />
        ) : null}
        <dt>تاريخ الطلب</dt>
        <dd>{formatDateTime(r.createdAt)}</dd>
      </DetailList>
      <SectionTitle>تفاصيل الطلب</SectionTitle>
      {r.serviceDetails ? <p>{r.serviceDetails}</p> : <Muted>لم يكتب العميل تفاصيل.</Muted>}
      <ServiceRequestProgress request={r} />
      <ServiceRequestNotes requestId={r.id} />
    </DetailsDrawer>
  );
}
