import { type Appointment, CANCELLED_BY_LABELS, type PublicService } from '@ssc/contracts';
import { uploadMessages } from '@ssc/contracts/uploads';
import { AnchorButton, ButtonLink, bareList, cardSurface } from '@ssc/ui';
import { AppointmentStatusBadge, PaymentStatusBadge, RefundStatusBadge } from '@ssc/ui/badges';
import { formatFileSize } from '@ssc/ui/files';
import { CardTitle, iconLink, SpreadRow } from '@ssc/ui/layout';
import {
  CalendarClock,
  CalendarCog,
  CreditCard,
  Download,
  MapPin,
  Paperclip,
  Video,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { downloadHref, INVOICE_DOWNLOAD, receiptHref } from '../../lib/downloadHref';
import {
  canManage,
  canPay,
  checkoutHref,
  formatAppointmentDateTime,
  latePaymentText,
  manageHref,
  modeLabel,
  REFUND_FAILED_TEXT,
  refundText,
  serviceName,
} from './format';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface}

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  div { display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${({ theme }) => theme.space[2]}; }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    white-space: nowrap;
  }
  svg { flex: none; color: ${({ theme }) => theme.colors.brand}; }
  dd { margin: 0; overflow-wrap: anywhere; }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  ${bareList}

  a { ${iconLink} }
  small { color: ${({ theme }) => theme.colors.textMuted}; margin-inline-start: ${({ theme }) => theme.space[2]}; }
`;

const FilesTitle = styled.h4`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
`;

const RefundBox = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A fact with more to say (a refused refund): the whole width of the card. */
const WideFact = styled.div`
  grid-column: 1 / -1;

  && dd { flex: 1 1 16rem; min-width: 0; }
`;

const RefundProblem = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  p { margin: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
`;

/**
 * A fact's name: the colon is for the eye only, so a screen reader hears the term once and then
 * its value (issue 33.4: not «الاسترداد: الاسترداد:»).
 */
function Term({ icon, children }: { icon?: ReactNode; children: string }) {
  return (
    <dt>
      {icon}
      <span>
        {children}
        <span aria-hidden="true">:</span>
      </span>
    </dt>
  );
}

/** One of the user's appointments: what, when (Amman), how, its statuses, files and payment. */
export function AppointmentCard({
  appointment,
  service,
}: {
  appointment: Appointment;
  service: PublicService | undefined;
}) {
  const titleId = useId();
  const { date, time } = formatAppointmentDateTime(appointment.date);
  const remote = appointment.consultationMode !== 'office';
  const name = serviceName(service);
  const cancelled = appointment.status === 'cancelled';
  const manageable = canManage(appointment);
  const payable = canPay(appointment);
  // Paid: its invoice PDF (issue 32; the receipt URL serves the payment's invoice when it has one,
  // with JoFotara's QR code once accepted), the one the receipt email attached.
  const paid = appointment.paymentStatus === 'paid';
  return (
    <Card aria-labelledby={titleId}>
      <SpreadRow>
        <CardTitle id={titleId}>{name}</CardTitle>
        <Badges>
          <AppointmentStatusBadge status={appointment.status} testId="status" />
          {/* Refunded (in full or in part) once the money went back, not «مدفوع» (issue 33.4). */}
          <PaymentStatusBadge
            status={appointment.paymentStatus}
            refund={appointment.refund}
            testId="payment"
          />
        </Badges>
      </SpreadRow>
      <Facts>
        <div>
          <Term>رقم الحجز</Term>
          <dd>
            <bdi data-testid="appointment-reference">{appointment.reference}</bdi>
          </dd>
        </div>
        <div>
          <Term icon={<CalendarClock size={18} aria-hidden="true" />}>الموعد</Term>
          <dd>
            {date}، الساعة {time} <small>(بتوقيت عمّان)</small>
          </dd>
        </div>
        <div>
          <Term
            icon={
              remote ? (
                <Video size={18} aria-hidden="true" />
              ) : (
                <MapPin size={18} aria-hidden="true" />
              )
            }
          >
            طريقة الاستشارة
          </Term>
          <dd>{modeLabel(appointment.consultationMode)}</dd>
        </div>
        {cancelled && appointment.cancelledBy ? (
          <div>
            <Term>ألغاه</Term>
            <dd data-testid="cancelled-by">{CANCELLED_BY_LABELS[appointment.cancelledBy]}</dd>
          </div>
        ) : null}
        {/* The office's or the system's reason; the client knows their own. */}
        {cancelled && appointment.cancelReason && appointment.cancelledBy !== 'client' ? (
          <div>
            <Term>سبب الإلغاء</Term>
            <dd data-testid="cancel-reason">{appointment.cancelReason}</dd>
          </div>
        ) : null}
        {cancelled && appointment.refund ? (
          <WideFact>
            <Term>الاسترداد</Term>
            <dd>
              <RefundProblem>
                <RefundBox>
                  {/* The term is the dt's: the badge does not say «الاسترداد:» again. */}
                  <RefundStatusBadge
                    status={appointment.refund.status}
                    labelled={false}
                    testId="refund-status"
                  />{' '}
                  {/* The space: heard as two phrases (the flex gap shows them apart). */}
                  <span data-testid="refund-amount">{refundText(appointment.refund)}</span>
                </RefundBox>
                {appointment.refund.status === 'failed' ? (
                  <>
                    <p data-testid="refund-failed">{REFUND_FAILED_TEXT}</p>
                    {/* The provider's own words (often English): isolated from the Arabic. */}
                    {appointment.refund.failureReason ? (
                      <small data-testid="refund-failure-reason">
                        السبب: <bdi>{appointment.refund.failureReason}</bdi>
                      </small>
                    ) : null}
                  </>
                ) : null}
              </RefundProblem>
            </dd>
          </WideFact>
        ) : null}
        {appointment.needsRefund ? (
          <WideFact>
            <Term>الدفع</Term>
            <dd data-testid="refund-note">{latePaymentText(appointment)}</dd>
          </WideFact>
        ) : null}
      </Facts>
      {appointment.files.length > 0 ? (
        <section aria-label={`الملفات المرفقة بموعد ${name}`}>
          <FilesTitle>
            <Paperclip size={18} aria-hidden="true" />
            الملفات المرفقة ({appointment.files.length})
          </FilesTitle>
          <Files>
            {appointment.files.map((file) => (
              <li key={file.id}>
                {file.purgedAt ? (
                  // Deleted after the booking went unpaid (issue 37): said, not a broken link.
                  <span data-testid="file-purged">
                    <bdi>{file.fileName}</bdi>: {uploadMessages.purged}
                  </span>
                ) : (
                  <a href={downloadHref(file.id)} download={file.fileName}>
                    <Download size={18} aria-hidden="true" />
                    <bdi>{file.fileName}</bdi>
                  </a>
                )}
                <small>{formatFileSize(file.fileSize)}</small>
              </li>
            ))}
          </Files>
        </section>
      ) : null}
      {payable || manageable || paid ? (
        <Actions>
          {payable ? (
            <ButtonLink to={checkoutHref(appointment, service)} aria-label={`ادفع الآن: ${name}`}>
              <CreditCard size={18} aria-hidden="true" />
              ادفع الآن
            </ButtonLink>
          ) : null}
          {manageable ? (
            <ButtonLink
              to={manageHref(appointment)}
              $variant={payable ? 'secondary' : 'primary'}
              aria-label={`إدارة الموعد: ${name}، ${appointment.reference}`}
              data-testid="manage-appointment"
            >
              <CalendarCog size={18} aria-hidden="true" />
              إدارة الموعد
            </ButtonLink>
          ) : null}
          {paid ? (
            <AnchorButton
              href={receiptHref(appointment.id)}
              download={`فاتورة-${appointment.reference}.pdf`}
              $variant="secondary"
              aria-label={`${INVOICE_DOWNLOAD}: ${name}، ${appointment.reference}`}
              data-testid="receipt-download"
            >
              <Download size={18} aria-hidden="true" />
              {INVOICE_DOWNLOAD}
            </AnchorButton>
          ) : null}
          {payable ? (
            <p>
              تُدفع رسوم الاستشارة مسبقاً لتثبيت الموعد.
              {appointment.paymentDueAt ? (
                <span data-testid="payment-deadline">
                  {' '}
                  ادفع قبل {formatAppointmentDateTime(appointment.paymentDueAt).date}، الساعة{' '}
                  {formatAppointmentDateTime(appointment.paymentDueAt).time} وإلا يُلغى الحجز
                  تلقائياً.
                </span>
              ) : null}
            </p>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
