import {
  formatJod,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentStatus,
  REPLY_WITHIN_HOURS,
} from '@ssc/contracts';
import { AnchorButton, ButtonLink, useSessionStore } from '@ssc/ui';
import { CircleAlert, CircleCheck, Clock, Download, Home, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AppointmentDate, WithTimes } from '../text/Inline';
import { formatPaymentDate } from './format';
import { Actions, Card, Summary } from './ui';

const ReceiptCard = styled(Card)`
  max-width: 48rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** Everything a receipt says, from the one payment status it shows. */
export interface ReceiptCopy {
  title: string;
  subtitle: string;
  amountLabel: string;
  dateLabel: string;
  /** What happens next: never more, or other, than the status says. */
  next: string[];
}

/**
 * The receipt's words for a payment. Each status has its own, so the title, the rows and the
 * sentences cannot disagree (a paid receipt never says "pending" or "confirmed", a pending one
 * never says "paid"). Whether the office has confirmed the appointment is not the payment's to
 * say: a paid receipt only says the booking will not be released for want of payment.
 */
export function receiptCopy(
  payment: Pick<Payment, 'status' | 'kind'>,
  signedIn: boolean,
): ReceiptCopy {
  const appointment = payment.kind === 'appointment';
  const copy: Record<PaymentStatus, ReceiptCopy> = {
    paid: {
      title: 'تم الدفع بنجاح',
      subtitle: 'إيصال الدفع',
      amountLabel: 'المبلغ المدفوع',
      dateLabel: 'تاريخ الدفع',
      next: [
        appointment
          ? `وصلتنا رسوم موعدك، فلن يُلغى حجزك لعدم الدفع. سيتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة بخصوص الموعد.`
          : `وصلتنا رسوم طلبك. سيتواصل معك أحد مستشارينا خلال ${REPLY_WITHIN_HOURS} ساعة لبدء العمل عليه.`,
        ...(signedIn
          ? [
              appointment
                ? 'تجد الموعد وحالة دفعه في لوحة التحكم.'
                : 'تجد الطلب وحالة دفعه في لوحة التحكم.',
            ]
          : []),
      ],
    },
    pending: {
      title: 'الدفع قيد المعالجة',
      subtitle: 'تفاصيل عملية الدفع',
      amountLabel: 'المبلغ المستحق',
      dateLabel: 'تاريخ بدء العملية',
      next: [
        'لم يصلنا تأكيد مزوّد الدفع بعد. إن تم خصم المبلغ فسيظهر الدفع مؤكداً خلال دقائق، ونرسل لك التأكيد بالبريد الإلكتروني.',
      ],
    },
    awaiting_confirmation: {
      title: 'بانتظار تأكيد التحويل',
      subtitle: 'تفاصيل عملية الدفع',
      amountLabel: 'المبلغ المحوّل',
      dateLabel: 'تاريخ بدء العملية',
      next: [
        appointment
          ? 'أبلغتنا بتحويل المبلغ عبر CliQ. يبقى موعدك محجوزاً بينما يتحقق المكتب من وصول الحوالة، ونرسل لك الإيصال بالبريد الإلكتروني فور تأكيدها.'
          : 'أبلغتنا بتحويل المبلغ عبر CliQ. يتحقق المكتب من وصول الحوالة، ونرسل لك الإيصال بالبريد الإلكتروني فور تأكيدها.',
      ],
    },
    failed: {
      title: 'لم يتم الدفع',
      subtitle: 'تفاصيل عملية الدفع',
      amountLabel: 'المبلغ المستحق',
      dateLabel: 'تاريخ بدء العملية',
      next: ['لم تكتمل عملية الدفع ولم نستلم الرسوم. يمكنك المحاولة مرة أخرى من صفحة الدفع.'],
    },
  };
  return copy[payment.status];
}

const STATUS_ICONS = {
  paid: CircleCheck,
  pending: Clock,
  awaiting_confirmation: Clock,
  failed: CircleAlert,
} as const;
const STATUS_COLORS = {
  paid: '#15803d',
  pending: '#b45309',
  awaiting_confirmation: '#b45309',
  failed: '#b91c1c',
} as const;

/** The link to a paid payment's PDF: its invoice (issue 32), the plain receipt before invoices. */
export const RECEIPT_DOWNLOAD_LABEL = 'تنزيل الفاتورة (PDF)';

/** «تنزيل الفاتورة (PDF)»: a paid payment's PDF (the receipt, the checkout, the request's end). */
export function ReceiptDownload({ href }: { href: string }) {
  return (
    <AnchorButton href={href} download $variant="secondary" data-testid="receipt-download">
      <Download size={18} aria-hidden="true" />
      {RECEIPT_DOWNLOAD_LABEL}
    </AnchorButton>
  );
}

/**
 * What a payment leaves the visitor with: its status, amount, service, the paid item (its
 * reference a person can read out, never an internal id) and its date, the payment reference and
 * date, the PDF receipt once paid, and the way on. Every sentence follows the status shown
 * (`receiptCopy`).
 */
export function Receipt({
  payment,
  serviceName,
  target,
  startsAt,
  downloadHref,
  holdUntil,
}: {
  payment: Payment;
  serviceName: string;
  /** The paid item's row: the appointment's SND- reference (no row without one). */
  target?: { label: string; value: string };
  /** The appointment's start (ISO), shown in Amman time. */
  startsAt?: string;
  /** Where the PDF receipt downloads from, for whoever may download it (shown once paid). */
  downloadHref?: string;
  /** A reported CliQ transfer: until when the booking stays held while the office checks (ISO). */
  holdUntil?: string | null;
}) {
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = receiptCopy(payment, signedIn);
  const Icon = STATUS_ICONS[payment.status];
  const paid = payment.status === 'paid';
  return (
    <ReceiptCard aria-labelledby="receipt-title" data-testid="payment-receipt">
      <h2 id="receipt-title" ref={heading} tabIndex={-1}>
        <Icon size={28} aria-hidden="true" color={STATUS_COLORS[payment.status]} />
        {copy.title}
      </h2>
      <Muted>{copy.subtitle}</Muted>
      <Summary>
        <dt>حالة الدفع</dt>
        <dd data-testid="receipt-status">{PAYMENT_STATUS_LABELS[payment.status]}</dd>
        <dt>{copy.amountLabel}</dt>
        <dd>{formatJod(payment.amount)}</dd>
        <dt>الخدمة</dt>
        <dd>{serviceName}</dd>
        {target ? (
          <>
            <dt>{target.label}</dt>
            <dd>
              <bdi>{target.value}</bdi>
            </dd>
          </>
        ) : null}
        {startsAt ? (
          <>
            <dt>موعد الاستشارة</dt>
            <dd data-testid="receipt-starts-at">
              <AppointmentDate iso={startsAt} />
            </dd>
          </>
        ) : null}
        <dt>مرجع الدفع</dt>
        <dd>
          {/* What the emailed PDF prints too: the provider's (or office's) reference once paid. */}
          <bdi>{payment.paymentReference ?? payment.id}</bdi>
        </dd>
        <dt>{copy.dateLabel}</dt>
        <dd>
          <WithTimes
            text={formatPaymentDate((paid ? payment.paidAt : null) ?? payment.createdAt)}
          />
        </dd>
      </Summary>
      {payment.status === 'awaiting_confirmation' && payment.kind === 'appointment' && holdUntil ? (
        <p data-testid="receipt-hold">
          <strong>
            يبقى موعدك محجوزاً حتى <AppointmentDate iso={holdUntil} />.
          </strong>
        </p>
      ) : null}
      {copy.next.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p>
        {target
          ? `احتفظ بـ«${target.label}» ومرجع الدفع للرجوع إليهما عند التواصل معنا.`
          : 'احتفظ بمرجع الدفع للرجوع إليه عند التواصل معنا.'}
      </p>
      <Actions>
        {signedIn ? (
          <ButtonLink to="/dashboard">
            <LayoutDashboard size={18} aria-hidden="true" />
            الذهاب إلى لوحة التحكم
          </ButtonLink>
        ) : null}
        {paid && downloadHref ? <ReceiptDownload href={downloadHref} /> : null}
        <ButtonLink to="/" $variant={signedIn ? 'secondary' : 'primary'}>
          <Home size={18} aria-hidden="true" />
          العودة إلى الرئيسية
        </ButtonLink>
      </Actions>
    </ReceiptCard>
  );
}
