import {
  formatJod,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PublicService,
  REPLY_WITHIN_HOURS,
} from '@ssc/contracts';
import { ButtonLink, useSessionStore } from '@ssc/ui';
import { CircleCheck, Clock, Home, LayoutGrid, MessageCircle } from 'lucide-react';
import type { Ref } from 'react';
import { serviceRequestReceiptHref } from '../../components/payment/api';
import { formatPaymentDate } from '../../components/payment/format';
import { ReceiptDownload, receiptCopy } from '../../components/payment/Receipt';
import { Actions, StatePanel, Summary } from '../../components/payment/ui';
import { Email, WithTimes } from '../../components/text/Inline';
import type { ServiceRequestDetails } from './wizard';

/** Step 3's heading while a reported CliQ transfer waits for the office. */
export const AWAITING_TRANSFER_TITLE = 'تم استلام طلبك، والتحويل بانتظار تأكيد المكتب';

/**
 * Step 3: the request is paid and received; the team replies within 24 hours (spec §1). After a
 * provider's page the details may be gone (another tab's storage, storage refused): then it
 * thanks without them. A signed-in client, who owns the request, can download its PDF receipt.
 * A reported CliQ transfer says the request is received and the transfer awaits the office's
 * confirmation (no receipt yet).
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
  const paid = payment.status === 'paid';
  const receipt =
    paid && signedIn && payment.kind === 'service-request'
      ? serviceRequestReceiptHref(payment.targetId)
      : undefined;
  const copy = receiptCopy(payment, signedIn);
  return (
    <StatePanel
      $tone={paid ? 'success' : 'neutral'}
      aria-labelledby="service-request-done-title"
      data-testid="service-request-done"
    >
      {paid ? <CircleCheck size={48} aria-hidden="true" /> : <Clock size={48} aria-hidden="true" />}
      <h2 id="service-request-done-title" ref={headingRef} tabIndex={-1}>
        {paid ? 'تم استلام طلبك ودفع الرسوم بنجاح' : AWAITING_TRANSFER_TITLE}
      </h2>
      {paid ? null : copy.next.map((sentence) => <p key={sentence}>{sentence}</p>)}
      {paid ? null : (
        <p>
          شكراً لك{details ? `، ${details.fullName}` : ''}. بعد تأكيد الحوالة يتواصل معك أحد
          مستشارينا لبدء العمل على طلبك.
        </p>
      )}
      {!paid ? null : details ? (
        <p>
          شكراً لك، {details.fullName}. سيتواصل معك أحد مستشارينا خلال {REPLY_WITHIN_HOURS} ساعة على
          البريد <Email>{details.email}</Email> أو الهاتف <bdi>{details.phone}</bdi> لبدء العمل على
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
        {paid ? null : (
          <>
            <dt>حالة الدفع</dt>
            <dd data-testid="done-payment-status">{PAYMENT_STATUS_LABELS[payment.status]}</dd>
          </>
        )}
        <dt>{copy.amountLabel}</dt>
        <dd>{formatJod(payment.amount)}</dd>
        <dt>مرجع الدفع</dt>
        <dd>
          <bdi>{payment.id}</bdi>
        </dd>
        <dt>{copy.dateLabel}</dt>
        <dd>
          <WithTimes
            text={formatPaymentDate((paid ? payment.paidAt : null) ?? payment.createdAt)}
          />
        </dd>
      </Summary>
      <Actions>
        {receipt ? <ReceiptDownload href={receipt} /> : null}
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
