import { apiRequest } from '@ssc/api-client';
import type { Appointment, AppointmentDetail } from '@ssc/contracts';
import type { Refund } from '@ssc/contracts/lifecycle';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { invalidateSlots } from '../../../lib/slots';
import type { ManageParams } from '../lib/params';

/**
 * `/api/appointments/<id>` with the emailed link's `?token=` when there is one: the same suffix
 * on the detail, cancel and reschedule calls, so a guest acts with the link's right and a signed-in
 * client without a link with their session.
 */
function appointmentUrl({ id, token }: ManageParams, action = ''): string {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `/api/appointments/${encodeURIComponent(id)}${action}${query}`;
}

/** The detail's query key is its URL (the app's default query function fetches the key). */
export const appointmentDetailKey = (params: ManageParams) => [appointmentUrl(params)];

/** The appointment and what may be done with it now, asked afresh on every visit. */
export function useAppointmentDetail(params: ManageParams) {
  return useQuery<AppointmentDetail>({
    queryKey: appointmentDetailKey(params),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export interface CancelOutcome {
  appointment: Appointment;
  refund: Refund;
}

/** `POST …/cancel`: the refund is the server's, computed when it cancels. */
export async function cancelAppointment(
  params: ManageParams,
  reason: string,
): Promise<CancelOutcome> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  const res = await apiRequest('POST', appointmentUrl(params, '/cancel'), body);
  return (await res.json()) as CancelOutcome;
}

/** `POST …/reschedule` with the new slot as one ISO instant (as the booking form sends it). */
export async function rescheduleAppointment(
  params: ManageParams,
  date: string,
): Promise<Appointment> {
  const res = await apiRequest('POST', appointmentUrl(params, '/reschedule'), { date });
  return (await res.json()) as Appointment;
}

/** `PUT …/whatsapp-consent` (issue 33.3): WhatsApp messages of this one appointment on or off. */
export async function setAppointmentWhatsAppConsent(
  params: ManageParams,
  consent: boolean,
): Promise<Appointment> {
  const res = await apiRequest('PUT', appointmentUrl(params, '/whatsapp-consent'), { consent });
  return (await res.json()) as Appointment;
}

/**
 * After a change: the detail (what is allowed now), the freed and taken slots, and the client's
 * appointment lists (the dashboard's, in the shell's shared cache) are out of date.
 */
export function afterChange(client: QueryClient, params: ManageParams) {
  return Promise.all([
    client.invalidateQueries({ queryKey: appointmentDetailKey(params) }),
    client.invalidateQueries({ queryKey: ['/api/appointments'] }),
    invalidateSlots(client),
  ]);
}
