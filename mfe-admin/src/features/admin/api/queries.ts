import { apiRequest, throwIfResNotOk } from '@ssc/api-client';
import { fetchPage, type Page } from '@ssc/api-client/lists';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentDetail,
  type AppointmentStats,
  type AppointmentStatus,
  type BookingWindow,
  type ContactMessage,
  type ContactMessageStats,
  type CreateServiceInput,
  type ManagedService,
  type PaymentStatus,
  type PublicService,
  type Service,
  type ServiceRequest,
  type ServiceRequestStatus,
  type SlotAvailability,
  serviceMessages,
} from '@ssc/contracts';
import type { RecordRefund } from '@ssc/contracts/lifecycle';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { APPOINTMENTS_KEY, applyStatus, rollback, type Snapshot } from './optimistic';

export const APPOINTMENT_STATS_KEY = ['/api/appointments/stats'] as const;
export const BOOKING_WINDOW_KEY = ['/api/slots/window'] as const;
export const MESSAGE_STATS_KEY = ['/api/contact-messages/stats'] as const;
export const MESSAGES_KEY = '/api/contact-messages';
export const SERVICE_REQUESTS_KEY = '/api/service-requests';

export const ADMIN_PAGE_SIZE = 20;

/** Spec §8 on the admin page: a 401, a message carrying 401, or the word "Unauthorized". */
function signInAgainOn401(error: unknown): boolean {
  return handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });
}

/** Admin data is fetched only for an admin: the gate is the session store, before any request. */
function useIsAdmin(): boolean {
  return useSessionStore((s) => isAdmin(s.user));
}

/** Sends the visitor to sign in when a query of this page answers 401 (the admin rule). */
function useUnauthorizedRedirect(error: unknown): void {
  useSignInAgainOn401(error, { orUnauthorizedText: true });
}

function useAdminQuery<T>(queryKey: QueryKey, queryFn?: (signal: AbortSignal) => Promise<T>) {
  const enabled = useIsAdmin();
  const query = useQuery<T>({
    queryKey,
    ...(queryFn ? { queryFn: ({ signal }) => queryFn(signal) } : {}),
    enabled,
    placeholderData: keepPreviousData,
  });
  useUnauthorizedRedirect(query.error);
  return query;
}

export const useAppointmentStats = () => useAdminQuery<AppointmentStats>(APPOINTMENT_STATS_KEY);
export const useMessageStats = () => useAdminQuery<ContactMessageStats>(MESSAGE_STATS_KEY);
/** The catalogue (public list; the admin console reads it for the count, names and the list). */
export const useServicesList = () => useAdminQuery<PublicService[]>(SERVICES_QUERY_KEY);
/** `GET /api/services/all` (the key joined by "/" is the URL). */
export const ALL_SERVICES_KEY = [...SERVICES_QUERY_KEY, 'all'] as const;
/**
 * Every service with its state, hidden and retired ones too: the names of appointments booked
 * before their service left the site, and the filters that find them.
 */
export const useAllServicesList = () => useAdminQuery<ManagedService[]>(ALL_SERVICES_KEY);

export interface AppointmentFilters {
  status?: AppointmentStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  /** A service of the catalogue (its id). */
  serviceId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Reference (SND-26-00042), client name, email or phone; searched by the booking service. */
  q?: string | undefined;
}

export const APPOINTMENTS_EXPORT_PATH = '/api/appointments/export';

/**
 * The CSV export of the appointments these filters list (every page): a plain link, the browser
 * downloads it with the session cookie, streamed by the booking service.
 */
export function appointmentsExportHref(filters: AppointmentFilters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const query = search.toString();
  return query ? `${APPOINTMENTS_EXPORT_PATH}?${query}` : APPOINTMENTS_EXPORT_PATH;
}

/**
 * The PDF of a paid appointment (`GET /api/appointments/{id}/receipt`, the admin's session): its
 * invoice (issue 32), or the plain receipt of a payment made before invoices.
 */
export function appointmentReceiptHref(appointmentId: string): string {
  return `/api/appointments/${encodeURIComponent(appointmentId)}/receipt`;
}

/** The invoice PDF of a paid service request (`GET /api/service-requests/{id}/receipt`). */
export function serviceRequestReceiptHref(serviceRequestId: string): string {
  return `/api/service-requests/${encodeURIComponent(serviceRequestId)}/receipt`;
}

export function useAppointments(filters: AppointmentFilters, page: number) {
  return useAdminQuery<Page<Appointment>>([APPOINTMENTS_KEY, filters, page], (signal) =>
    fetchPage<Appointment>(
      APPOINTMENTS_KEY,
      { ...filters, page, pageSize: ADMIN_PAGE_SIZE },
      signal,
    ),
  );
}

export function useContactMessages(page: number) {
  return useAdminQuery<Page<ContactMessage>>([MESSAGES_KEY, page], (signal) =>
    fetchPage<ContactMessage>(MESSAGES_KEY, { page, pageSize: ADMIN_PAGE_SIZE }, signal),
  );
}

/** The service requests' filters (issue 34.10): where the work stands, and a reference. */
export interface ServiceRequestFilters {
  status?: ServiceRequestStatus | undefined;
  /** REQ-26-00012 or part of it, however typed; normalised by the booking service. */
  q?: string | undefined;
}

export function useServiceRequests(filters: ServiceRequestFilters, page: number) {
  return useAdminQuery<Page<ServiceRequest>>([SERVICE_REQUESTS_KEY, filters, page], (signal) =>
    fetchPage<ServiceRequest>(
      SERVICE_REQUESTS_KEY,
      { ...filters, page, pageSize: ADMIN_PAGE_SIZE },
      signal,
    ),
  );
}

/**
 * One appointment with what the office may do now and its history (`GET /api/appointments/:id`).
 * Its key sits under the list's, so every invalidation of the list reads it again too.
 */
export function useAppointmentDetail(id: string) {
  return useAdminQuery<AppointmentDetail>(appointmentDetailKey(id));
}

export const appointmentDetailKey = (id: string) => [APPOINTMENTS_KEY, id] as const;

/** The days a slot can be booked on (the server's horizon), for the reschedule date input. */
export const useBookingWindow = () => useAdminQuery<BookingWindow>(BOOKING_WINDOW_KEY);

/** The slots of one Amman day and whether each is free; nothing is asked before a day is chosen. */
export function useDaySlots(day: string | undefined) {
  const isAdminUser = useIsAdmin();
  const query = useQuery<SlotAvailability>({
    queryKey: ['/api/slots', day],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/slots?date=${encodeURIComponent(day ?? '')}`, {
        credentials: 'include',
        signal,
      });
      await throwIfResNotOk(res);
      return (await res.json()) as SlotAvailability;
    },
    enabled: isAdminUser && Boolean(day),
    // A slot taken a minute ago must not show as free: always asked again when the dialog opens.
    staleTime: 0,
  });
  useUnauthorizedRedirect(query.error);
  return query;
}

/** A failed admin action: the unauthorized flow, else a destructive toast with the server's message. */
function reportFailure(title: string, error: unknown): void {
  if (signInAgainOn401(error)) return;
  toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });
}

/**
 * Confirm / complete (spec §4): the badge changes at once; if the server refuses (409 for a move
 * the appointment no longer allows, or any error), the old status comes back with a toast, and
 * the list and the stats are read again either way.
 */
export function useUpdateAppointmentStatus() {
  const client = useQueryClient();
  return useMutation<
    Appointment,
    Error,
    { id: string; status: AppointmentStatus; meetingUrl?: string },
    Snapshot
  >({
    mutationFn: async ({ id, status, meetingUrl }) => {
      const res = await apiRequest('PATCH', `${APPOINTMENTS_KEY}/${id}`, {
        status,
        ...(meetingUrl ? { meetingUrl } : {}),
      });
      return (await res.json()) as Appointment;
    },
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: [APPOINTMENTS_KEY] });
      return applyStatus(client, id, status);
    },
    onSuccess: (_appointment, { status }) => {
      toast({ title: `تم تغيير حالة الموعد إلى «${APPOINTMENT_STATUS_LABELS[status]}»` });
    },
    onError: (error, _vars, snapshot) => {
      if (snapshot) rollback(client, snapshot);
      reportFailure('تعذر تغيير حالة الموعد', error);
    },
    onSettled: () => refreshAppointments(client),
  });
}

/**
 * After any change of an appointment: the list pages, the open details (their keys start with the
 * list's) and the stats cards are read again.
 */
function refreshAppointments(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [APPOINTMENTS_KEY] }),
    client.invalidateQueries({ queryKey: APPOINTMENT_STATS_KEY }),
  ]);
}

/**
 * The office cancels (design §3a: PATCH with status `cancelled` and a required reason, full
 * refund, the reason goes to the client by email). Not optimistic: the dialog waits for the
 * answer and shows the server's refusal in place; the caller's `onError` gets it first.
 */
export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation<Appointment, Error, { id: string; reason: string }>({
    mutationFn: async ({ id, reason }) => {
      const res = await apiRequest('PATCH', `${APPOINTMENTS_KEY}/${id}`, {
        status: 'cancelled',
        reason,
      });
      return (await res.json()) as Appointment;
    },
    onSuccess: (appointment) => {
      toast({
        title: 'تم إلغاء الموعد',
        description: `أُرسل السبب إلى ${appointment.contactName} بالبريد الإلكتروني`,
      });
    },
    onError: (error) => reportFailure('تعذر إلغاء الموعد', error),
    onSettled: () => refreshAppointments(client),
  });
}

/**
 * The office moves an appointment on the client's behalf to a free slot (`POST …/reschedule`;
 * it does not use the client's free reschedule). 409 slot taken (the old slot is kept), 400 a
 * slot that cannot be booked.
 */
export function useRescheduleAppointment() {
  const client = useQueryClient();
  return useMutation<Appointment, Error, { id: string; date: string }>({
    mutationFn: async ({ id, date }) => {
      const res = await apiRequest('POST', `${APPOINTMENTS_KEY}/${id}/reschedule`, { date });
      return (await res.json()) as Appointment;
    },
    onSuccess: (appointment) => {
      toast({
        title: 'تم تغيير الموعد',
        description: `أُبلغ ${appointment.contactName} بالموعد الجديد بالبريد الإلكتروني`,
      });
    },
    onError: (error) => reportFailure('تعذر تغيير الموعد', error),
    // The old day has a free slot again and the new one is taken: every day's slots are stale.
    onSettled: () =>
      Promise.all([
        refreshAppointments(client),
        client.invalidateQueries({ queryKey: ['/api/slots'] }),
      ]),
  });
}

/** The success toast of «إعادة محاولة الاسترداد». */
export const REFUND_RETRIED = 'أُعيد إرسال الاسترداد إلى مزوّد الدفع';

/**
 * The office sends a refund the provider refused («تعذّر الاسترداد») once more
 * (`POST /api/appointments/:id/refund/retry`): it is pending again until the provider answers.
 * 409 when the refund is no longer a refused one (retried meanwhile, or settled). Not optimistic;
 * the caller's `onError` gets the server's message first; the list, the open details and the stats
 * are read again either way.
 */
export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation<Appointment, Error, { id: string }>({
    mutationFn: async ({ id }) => {
      const res = await apiRequest(
        'POST',
        `${APPOINTMENTS_KEY}/${encodeURIComponent(id)}/refund/retry`,
      );
      return (await res.json()) as Appointment;
    },
    onSuccess: () => {
      toast({ title: REFUND_RETRIED });
    },
    onError: (error) => reportFailure('تعذرت إعادة محاولة الاسترداد', error),
    onSettled: () => refreshAppointments(client),
  });
}

/** The success toast of «تسجيل رد المبلغ يدوياً». */
export const REFUND_RECORDED = 'سُجّل رد المبلغ للعميل';

/**
 * The office notes that it paid a refund back itself (`POST /api/appointments/:id/refund/record`:
 * a CliQ or cash payment no provider can refund, or one the provider keeps refusing): how, on
 * which Amman day and with which reference; the refund then reads «تم الاسترداد». 409 when the
 * refund is not a refused one (any more), 400 with `errors.paidOn` for a day in the future. Not
 * optimistic; the caller's `onError` gets the server's answer first; the list, the open details and
 * the stats are read again either way.
 */
export function useRecordRefund() {
  const client = useQueryClient();
  return useMutation<Appointment, Error, { id: string } & RecordRefund>({
    mutationFn: async ({ id, ...body }) => {
      const res = await apiRequest(
        'POST',
        `${APPOINTMENTS_KEY}/${encodeURIComponent(id)}/refund/record`,
        body,
      );
      return (await res.json()) as Appointment;
    },
    onSuccess: () => {
      toast({ title: REFUND_RECORDED });
    },
    onError: (error) => reportFailure('تعذر تسجيل رد المبلغ', error),
    onSettled: () => refreshAppointments(client),
  });
}

/** Spec §7/§8: POST /api/services, then "service created" or "failed to create the service". */
export function useCreateService() {
  const client = useQueryClient();
  return useMutation<Service, Error, CreateServiceInput>({
    mutationFn: async (input) => {
      const res = await apiRequest('POST', SERVICES_QUERY_KEY[0], input);
      return (await res.json()) as Service;
    },
    onSuccess: (service) => {
      toast({ title: serviceMessages.created, description: service.nameAr });
      return client.invalidateQueries({ queryKey: SERVICES_QUERY_KEY });
    },
    onError: (error) => reportFailure(serviceMessages.createFailed, error),
  });
}
