import { type Appointment, CANCELLED_BY_LABELS, CONSULTATION_MODE_LABELS } from '@ssc/contracts';
import { uploadMessages } from '@ssc/contracts/uploads';
import { Spinner } from '@ssc/ui';
import { AppointmentStatusBadge, PaymentStatusBadge } from '@ssc/ui/badges';
import { formatFileSize } from '@ssc/ui/files';
import { ErrorState } from '@ssc/ui/states';
import { FileText } from 'lucide-react';
import { appointmentReceiptHref, useAppointmentDetail } from '../api/queries';
import { ClientPageLink, clientOf } from '../clients/ClientPageLink';
import { ClientDocuments, DownloadLink, FileName, FileRows } from '../documents/ClientDocuments';
import { formatDateTime } from '../format';
import { AddNoteForm, NotesList } from '../notes/AppointmentNotes';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentHistory } from './AppointmentHistory';
import { ContactRows, DetailList, ReceiptRows, SectionTitle } from './DetailsDrawer';
import { Muted } from './layout';
import { OutsideHoursBadge } from './OutsideHoursBadge';
import { PrintButton } from './PrintButton';
import { RefundRows } from './RefundDetails';
import { WhatsAppMessages } from './WhatsAppMessages';

/**
 * The sheet's content: mounted only while the sheet is open, so `GET /api/appointments/:id` is
 * asked when the admin opens it (and again after each change). Until it answers, the row's copy
 * of the appointment is shown.
 */
export function DetailsBody({ listed, serviceName }: { listed: Appointment; serviceName: string }) {
  const detail = useAppointmentDetail(listed.id);
  const a = detail.data?.appointment ?? listed;
  return (
    <>
      <PrintButton label={`طباعة الموعد ${a.reference}`} />
      {/* On paper the sheet is the appointment's record: no buttons, no forms. */}
      <div data-print="hide">
        <SectionTitle>الإجراءات</SectionTitle>
        <AppointmentActions appointment={a} detail={detail.data} />
      </div>

      <SectionTitle>البيانات</SectionTitle>
      <DetailList>
        <dt>رقم الحجز</dt>
        <dd>
          <bdi>{a.reference}</bdi>
        </dd>
        <ContactRows
          name={a.contactName}
          email={a.contactEmail}
          phone={a.contactPhone}
          whatsappConsent={a.whatsappConsent}
        />
        <dt>رقم الضمان الاجتماعي</dt>
        <dd dir="ltr">{a.socialSecurityNumber || '—'}</dd>
        <dt>الخدمة</dt>
        <dd>{detail.data?.serviceName ?? serviceName}</dd>
        <dt>نوع الاستشارة</dt>
        <dd>{CONSULTATION_MODE_LABELS[a.consultationMode]}</dd>
        <dt>الموعد</dt>
        <dd data-testid="details-date">{formatDateTime(a.date)}</dd>
        {a.meetingUrl ? (
          <>
            <dt>رابط الاجتماع</dt>
            <dd>
              <a href={a.meetingUrl} dir="ltr" target="_blank" rel="noreferrer noopener">
                {a.meetingUrl}
              </a>
            </dd>
          </>
        ) : null}
        <dt>الحالة</dt>
        <dd>
          <AppointmentStatusBadge status={a.status} testId="details-status" />
          <OutsideHoursBadge appointment={a} />
        </dd>
        <dt>الدفع</dt>
        <dd>
          {/* Once the refund went through: «تم الاسترداد» or «مسترد جزئياً», not «مدفوع» (issue 33.4). */}
          <PaymentStatusBadge
            status={a.paymentStatus}
            refund={a.refund}
            testId="details-payment-status"
          />
        </dd>
        {a.paymentStatus === 'paid' ? (
          <ReceiptRows
            href={appointmentReceiptHref(a.id)}
            fileName={`فاتورة-${a.reference}.pdf`}
            name={`${a.contactName}، ${a.reference}`}
          />
        ) : null}
        {a.paymentDueAt && a.paymentStatus !== 'paid' && a.status !== 'cancelled' ? (
          <>
            <dt>آخر موعد للدفع</dt>
            <dd>{formatDateTime(a.paymentDueAt)}</dd>
          </>
        ) : null}
        {a.rescheduleCount ? (
          <>
            <dt>تغييرات العميل المجانية</dt>
            <dd>{a.rescheduleCount}</dd>
          </>
        ) : null}
        {a.status === 'cancelled' && a.cancelledBy ? (
          <>
            <dt>ألغاه</dt>
            <dd>{CANCELLED_BY_LABELS[a.cancelledBy]}</dd>
            <dt>سبب الإلغاء</dt>
            <dd>{a.cancelReason || '—'}</dd>
          </>
        ) : null}
        <RefundRows appointment={a} />
        <dt>تاريخ الحجز</dt>
        <dd>{formatDateTime(a.createdAt)}</dd>
      </DetailList>
      <div data-print="hide">
        <ClientPageLink {...clientOf(a)} />
      </div>

      <SectionTitle>وصف الحالة</SectionTitle>
      {a.description ? <p>{a.description}</p> : <Muted>لم يكتب العميل وصفاً.</Muted>}

      <SectionTitle>المرفقات ({a.files.length})</SectionTitle>
      {a.files.length === 0 ? (
        <Muted>لم يرفق العميل ملفات.</Muted>
      ) : (
        <FileRows>
          {a.files.map((file) => (
            <li key={file.id}>
              <FileText size={20} aria-hidden />
              <FileName>
                <bdi>{file.fileName}</bdi>
                <Muted as="span">{formatFileSize(file.fileSize)}</Muted>
              </FileName>
              {file.purgedAt ? (
                // Deleted after the booking went unpaid: no broken link (issue 37).
                <Muted as="span" data-testid="file-purged">
                  {uploadMessages.purged}
                </Muted>
              ) : (
                <DownloadLink id={file.id} fileName={file.fileName} />
              )}
            </li>
          ))}
        </FileRows>
      )}
      {/* The client's own account documents, when a signed-in client booked ('guest' is nobody's). */}
      {a.userId !== 'guest' ? <ClientDocuments userId={a.userId} /> : null}

      {/* The office's notes on this appointment and on its client (issue 34.6), admins only. */}
      <section aria-labelledby={`notes-${listed.id}`} data-testid="appointment-notes">
        <SectionTitle id={`notes-${listed.id}`}>ملاحظات</SectionTitle>
        {detail.isPending ? (
          <Spinner label="جارٍ تحميل الملاحظات..." />
        ) : detail.isError ? (
          <Muted>تعذر تحميل الملاحظات.</Muted>
        ) : (
          <NotesList notes={detail.data.notes ?? []} />
        )}
        <div data-print="hide">
          <AddNoteForm appointment={a} />
        </div>
      </section>

      <SectionTitle id={`history-${listed.id}`}>سجل الموعد</SectionTitle>
      {detail.isPending ? (
        <Spinner label="جارٍ تحميل سجل الموعد..." />
      ) : detail.isError ? (
        <ErrorState
          title={`تعذر تحميل سجل الموعد: ${detail.error.message}`}
          onRetry={() => detail.refetch()}
        />
      ) : (
        <>
          <AppointmentHistory events={detail.data.history ?? []} />
          <WhatsAppMessages messages={detail.data.whatsappMessages} />
        </>
      )}
    </>
  );
}
