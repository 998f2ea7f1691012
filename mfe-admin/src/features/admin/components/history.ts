import {
  APPOINTMENT_EVENT_LABELS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentEvent,
  type AppointmentStatus,
  fromMinorUnits,
  PAYMENT_METHOD_LABELS,
} from '@ssc/contracts';
import { MANUAL_REFUND_METHOD_LABELS } from '@ssc/contracts/lifecycle';
import { OFFICE_PAYMENT_LABELS, type OfficePaymentChoice } from '@ssc/contracts/office-bookings';
import { isCalendarDay } from '@ssc/contracts/slots';
import { formatDateTime, formatDay, formatPrice } from '../format';

/** Who acted, as the office reads it: the history says "the office", not "admin". */
const ACTOR_LABELS: Record<AppointmentEvent['actor'], string> = {
  client: 'العميل',
  admin: 'المكتب',
  system: 'النظام',
};

/** One line of the history, ready to show. */
export interface HistoryLine {
  what: string;
  /** The acting account's name with its role («سلمى الخطيب (المكتب)»), never its id. */
  who: string;
  /**
   * Extra facts of the change, each "label: value"; `isolate`: words from elsewhere (a payment
   * provider's reason, often English) that must not reorder the Arabic around them.
   */
  details: { label: string; value: string; ltr?: boolean; isolate?: boolean }[];
}

/** Why a refund was asked for, as `details.reason` of `refund_requested` names it. */
const REFUND_REQUEST_REASONS: Record<string, string> = {
  'late-payment': 'دفعة وصلت بعد انتهاء مهلة الدفع',
};

/** A refund the office paid back itself (`refund/record`): `details.by` is `office`. */
const paidByOffice = (event: AppointmentEvent) =>
  event.action === 'refunded' && event.details.by === 'office';

/** What happened, with what kind of refund request it was when the event says. */
function whatOf(event: AppointmentEvent): string {
  const label = APPOINTMENT_EVENT_LABELS[event.action] ?? event.action;
  if (paidByOffice(event)) return `${label} — ردّه المكتب بنفسه`;
  if (event.action === 'booked' && event.details.by === 'office') return `${label} — من المكتب`;
  if (event.action !== 'refund_requested') return label;
  const d = event.details;
  if (d.retry === 1) return `${label} — إعادة محاولة`;
  const why = typeof d.reason === 'string' ? REFUND_REQUEST_REASONS[d.reason] : undefined;
  return why ? `${label} — ${why}` : label;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const isStatus = (value: unknown): value is AppointmentStatus =>
  typeof value === 'string' && value in APPOINTMENT_STATUS_LABELS;

/** The event as words: what happened, who did it and what it changed (Amman dates). */
export function describeEvent(event: AppointmentEvent): HistoryLine {
  const d = event.details;
  const details: HistoryLine['details'] = [];
  // A guest's booking and a change by the emailed link carry no account; an account is named
  // (issue 34.7), or said by its role alone when the server could not name it.
  const who = event.actorName
    ? `${event.actorName} (${ACTOR_LABELS[event.actor]})`
    : event.actor === 'client' && event.actorId === null
      ? 'العميل (دون تسجيل الدخول)'
      : ACTOR_LABELS[event.actor];

  if (event.action === 'booked' && text(d.date)) {
    details.push({ label: 'الموعد', value: formatDateTime(d.date as string) });
  }
  // A booking the office made says how the client pays (issue 34.4).
  const choice = text(d.paymentMethod);
  if (event.action === 'booked' && choice && Object.hasOwn(OFFICE_PAYMENT_LABELS, choice)) {
    details.push({ label: 'الدفع', value: OFFICE_PAYMENT_LABELS[choice as OfficePaymentChoice] });
  }
  if (event.action === 'rescheduled') {
    if (text(d.from)) details.push({ label: 'من', value: formatDateTime(d.from as string) });
    if (text(d.to)) details.push({ label: 'إلى', value: formatDateTime(d.to as string) });
  } else if (isStatus(d.from)) {
    // A status move keeps the status it left.
    details.push({ label: 'الحالة السابقة', value: APPOINTMENT_STATUS_LABELS[d.from] });
  }
  if (event.action === 'refund_failed') {
    // The provider's words, as it gave them.
    details.push({
      label: 'سبب الرفض',
      value: text(d.reason) ?? 'لم يذكر مزوّد الدفع سبباً',
      isolate: true,
    });
  } else if (event.action !== 'refund_requested' && text(d.reason)) {
    // (A refund request's `reason` is a code, said in the line's title.)
    details.push({ label: 'السبب', value: d.reason as string });
  }
  if (paidByOffice(event)) {
    // How, on which Amman day and with which reference (a transfer's number: isolated).
    const method = text(d.method);
    if (method) {
      const known = Object.hasOwn(MANUAL_REFUND_METHOD_LABELS, method)
        ? MANUAL_REFUND_METHOD_LABELS[method as keyof typeof MANUAL_REFUND_METHOD_LABELS]
        : method;
      details.push({ label: 'طريقة الرد', value: known });
    }
    const paidOn = text(d.paidOn);
    if (paidOn) {
      details.push({
        label: 'تاريخ الرد',
        value: isCalendarDay(paidOn) ? formatDay(paidOn) : paidOn,
      });
    }
    const reference = text(d.reference);
    if (reference) details.push({ label: 'المرجع', value: reference, isolate: true });
  }
  if (event.action === 'paid') {
    const method = text(d.method);
    if (method && Object.hasOwn(PAYMENT_METHOD_LABELS, method)) {
      details.push({
        label: 'طريقة الدفع',
        value: PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS],
      });
    }
    const reference = text(d.reference);
    if (reference) details.push({ label: 'مرجع الدفع', value: reference, isolate: true });
  }
  if (typeof d.refundPercent === 'number') {
    const amount =
      typeof d.refundAmountMinor === 'number'
        ? ` (${formatPrice(fromMinorUnits(d.refundAmountMinor))})`
        : '';
    details.push({ label: 'الاسترداد', value: `${d.refundPercent}%${amount}` });
  } else if (typeof d.refundAmountMinor === 'number') {
    details.push({ label: 'المبلغ', value: formatPrice(fromMinorUnits(d.refundAmountMinor)) });
  } else if (typeof d.amountMinor === 'number') {
    // A refund's events (requested, refunded, refused) carry the amount in fils.
    details.push({ label: 'المبلغ', value: formatPrice(fromMinorUnits(d.amountMinor)) });
  }
  if (text(d.meetingUrl)) {
    details.push({ label: 'رابط الاجتماع', value: d.meetingUrl as string, ltr: true });
  }
  return {
    what: whatOf(event),
    who,
    details,
  };
}
