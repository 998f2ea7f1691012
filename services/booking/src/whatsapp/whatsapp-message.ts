import {
  CONSULTATION_MODE_LABELS,
  type ConsultationMode,
  type EmailJob,
  formatAmmanDate,
  formatAmmanTime,
  formatJod,
  fromMinorUnits,
  type WhatsAppTemplateName,
} from '@ssc/contracts';
import { manageButtonSuffix, NO_REFUND_TEXT, refundText, templateParameters } from '@ssc/whatsapp';

/** What one WhatsApp message says: a registered template, its parameters in order, its link. */
export interface WhatsAppMessageContent {
  template: WhatsAppTemplateName;
  bodyParameters: string[];
  buttonUrlSuffix?: string;
}

const HOUR_MINUTES = 60;

/** «مكتبنا في عمّان» or the remote meeting, as the reminders name the place. */
function place(mode: ConsultationMode): string {
  return mode === 'office'
    ? 'مكتبنا في عمّان'
    : `${CONSULTATION_MODE_LABELS[mode]}، يصلك الرابط بالبريد الإلكتروني`;
}

/**
 * The WhatsApp twin of a client email of an appointment (issue 33.3), or undefined for an email
 * that has none (an expired hold, the office's emails). The email stays the full message; the
 * WhatsApp one carries the facts and the manage link. `reminderMinutes` says which reminder an
 * `appointment-update` reminder is (the email itself does not).
 */
export function whatsappForEmail(
  email: EmailJob,
  options: { reminderMinutes?: number } = {},
): WhatsAppMessageContent | undefined {
  switch (email.template) {
    case 'booking-confirmation':
      return {
        template: 'appointment_booked',
        bodyParameters: templateParameters('appointment_booked', {
          name: email.name,
          service: email.service.nameAr,
          date: formatAmmanDate(email.startsAt),
          time: formatAmmanTime(email.startsAt),
          reference: email.reference,
        }),
        ...(email.manageUrl ? { buttonUrlSuffix: manageButtonSuffix(email.manageUrl) } : {}),
      };
    case 'appointment-update': {
      const common = {
        name: email.name,
        service: email.serviceName,
        date: formatAmmanDate(email.startsAt),
        time: formatAmmanTime(email.startsAt),
      };
      if (email.change === 'reminder') {
        const template =
          (options.reminderMinutes ?? HOUR_MINUTES) <= HOUR_MINUTES
            ? 'appointment_reminder_1h'
            : 'appointment_reminder_24h';
        return {
          template,
          bodyParameters: templateParameters(template, {
            ...common,
            place: place(email.consultationMode),
          }),
        };
      }
      if (email.change === 'cancelled') {
        const refund = email.refund?.amount ?? 0;
        return {
          template: 'appointment_cancelled',
          bodyParameters: templateParameters('appointment_cancelled', {
            ...common,
            reference: email.reference,
            refund: refund > 0 ? refundText(formatJod(refund)) : NO_REFUND_TEXT,
          }),
        };
      }
      if (email.change === 'rescheduled') {
        return {
          template: 'appointment_rescheduled',
          bodyParameters: templateParameters('appointment_rescheduled', {
            ...common,
            reference: email.reference,
          }),
        };
      }
      // The office's confirmation: the email says it (with the meeting link); no template of its own.
      return undefined;
    }
    case 'payment-receipt':
      if (email.receipt.kind !== 'appointment') return undefined;
      return {
        template: 'payment_receipt',
        bodyParameters: templateParameters('payment_receipt', {
          name: email.receipt.name,
          reference: email.receipt.reference,
          amount: formatJod(fromMinorUnits(email.receipt.amountMinor)),
          service: email.receipt.serviceName,
        }),
      };
    default:
      return undefined;
  }
}
