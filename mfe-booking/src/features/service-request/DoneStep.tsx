import { formatJod, type Payment, type PublicService, REPLY_WITHIN_HOURS } from '@ssc/contracts';
import { AnchorButton, ButtonLink, useSessionStore } from '@ssc/ui';
import { CircleCheck, Download, Home, LayoutGrid, MessageCircle } from 'lucide-react';
import type { Ref } from 'react';
import { serviceRequestReceiptHref } from '../../components/payment/api';
import { formatPaymentDate } from '../../components/payment/format';
import { RECEIPT_DOWNLOAD_LABEL } from '../../components/payment/Receipt';
import { Actions, StatePanel, Summary } from '../../components/payment/ui';
import type { ServiceRequestDetails } from './wizard';

/**
 * Step 3: the request is paid and received; the team replies within 24 hours (spec §1). After a
 * provider's page the details may be gone (another tab's storage, storage refused): then it
 * thanks without them. A signed-in client, who owns the request, can download its PDF receipt.
 */
export function DoneStep({
  service,
  details,
  payment,
  headingRef,
}: {
  service: PublicService;
  details: ServiceRequestDetails | null;
  payment: Payment;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const receipt =
    signedIn && payment.kind === 'service-request'
      ? serviceRequestReceiptHref(payment.targetId)
      : undefined;
  return (
    <StatePanel $tone="success" aria-labelledby="service-request-done-title">
      <CircleCheck size={48} aria-hidden="true" />
      <h2 id="service-request-done-title" ref={headingRef} tabIndex={-1}>
        تم استلام طلبك ودفع الرسوم بنجاح
      </h2>
      {details ? (
        <p>
          شكراً لك، {details.fullName}. سيتواصل معك أحد مستشارينا خلال {REPLY_WITHIN_HOURS} ساعة على
          البريد <bdi>{details.email}</bdi> أو الهاتف <bdi>{details.phone}</bdi> لبدء العمل على
          طلبك.
        </p>
      ) : (
        <p>
          شكراً لك. سيتواصل معك أحد مستشارينا خلال {REPLY_WITHIN_HOURS} ساعة على البريد أو الهاتف
          اللذين أدخلتهما لبدء العمل على طلبك.
        </p>
      )}
      <Summary>
        <dt>الخدمة</dt>
        <dd>{service.nameAr}</dd>
        <dt>المبلغ المدفوع</dt>
        <dd>{formatJod(payment.amount)}</dd>
        <dt>مرجع الدفع</dt>
        <dd>
          <bdi>{payment.id}</bdi>
        </dd>
        <dt>تاريخ الدفع</dt>
        <dd>{formatPaymentDate(payment.paidAt ?? payment.createdAt)}</dd>
      </Summary>
      <Actions>
        {receipt ? (
          <AnchorButton href={receipt} download $variant="secondary" data-testid="receipt-download">
            <Download size={18} aria-hidden="true" />
            {RECEIPT_DOWNLOAD_LABEL}
          </AnchorButton>
        ) : null}
        <ButtonLink to="/services">
          <LayoutGrid size={18} aria-hidden="true" />
          تصفح خدمات أخرى
        </ButtonLink>
        <ButtonLink to="/contact" $variant="secondary">
          <MessageCircle size={18} aria-hidden="true" />
          تواصل معنا
        </ButtonLink>
        <ButtonLink to="/" $variant="ghost">
          <Home size={18} aria-hidden="true" />
          الرئيسية
        </ButtonLink>
      </Actions>
    </StatePanel>
  );
}
