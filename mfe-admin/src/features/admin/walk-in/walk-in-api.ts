import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { Appointment } from '@ssc/contracts';
import type { OfficeBookingInput } from '@ssc/contracts/office-bookings';
import { sendToSignIn } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPOINTMENTS_KEY } from '../api/optimistic';
import { APPOINTMENT_STATS_KEY } from '../api/queries';
import { AUDIT_KEY } from '../audit/audit-api';
import { PENDING_PAYMENTS_KEY } from '../payments/payments-api';

/** What «تأكيد الحجز» ends with: the booking, and for cash whether the payment was recorded. */
export interface OfficeBookingResult {
  appointment: Appointment;
  /** Cash only: undefined once recorded paid, else the payment service's refusal. */
  cashError?: string | undefined;
}

/**
 * «حجز جديد» (issue 34.4): `POST /api/admin/appointments`, then for cash at the desk the cash
 * button's own path (`POST /api/payments/cash`: the receipt and the invoice as usual). A refused
 * cash payment leaves the booking made and unpaid, with «مدفوع نقداً» in its row to try again.
 * The list, the stats, the slots, the pending payments and the audit log are read again.
 */
export function useCreateOfficeBooking() {
  const client = useQueryClient();
  return useMutation<OfficeBookingResult, Error, OfficeBookingInput>({
    mutationFn: async (input) => {
      const res = await apiRequest('POST', '/api/admin/appointments', input);
      const appointment = (await res.json()) as Appointment;
      if (input.paymentMethod !== 'cash') return { appointment };
      try {
        await apiRequest('POST', '/api/payments/cash', { appointmentId: appointment.id });
        return { appointment };
      } catch (error) {
        return { appointment, cashError: error instanceof Error ? error.message : String(error) };
      }
    },
    onError: (error) => {
      handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [APPOINTMENTS_KEY] }),
        client.invalidateQueries({ queryKey: APPOINTMENT_STATS_KEY }),
        client.invalidateQueries({ queryKey: ['/api/slots'] }),
        client.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY }),
        client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
      ]),
  });
}
