import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { Payment, PendingConfirmation } from '@ssc/contracts';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPOINTMENTS_KEY } from '../api/optimistic';
import { APPOINTMENT_STATS_KEY, SERVICE_REQUESTS_KEY } from '../api/queries';
import { AUDIT_KEY } from '../audit/audit-api';

// «مدفوعات بانتظار التأكيد» and «مدفوع نقداً» (issue 31.2): CliQ transfers the clients reported,
// confirmed or rejected by the office, and cash taken at the desk. All of it admin only.

export const PENDING_PAYMENTS_KEY = ['/api/payment-confirmations'] as const;

const signInAgainOn401 = (error: unknown) =>
  handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });

/**
 * The reported transfers waiting for the office, oldest first. Shared by the tab and its count on
 * the tab bar (one request); read again whenever the tab opens, since clients report at any time.
 */
export function usePendingPayments({ fresh = false }: { fresh?: boolean } = {}) {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<PendingConfirmation[]>({
    queryKey: PENDING_PAYMENTS_KEY,
    enabled,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

/** The photo or PDF of the bank's confirmation the client attached (the admin's session). */
export function transferReceiptHref(paymentId: string): string {
  return `/api/payments/${encodeURIComponent(paymentId)}/transfer-receipt`;
}

/** A failed decision: the unauthorized flow, else a destructive toast with the server's words. */
function reportFailure(title: string, error: unknown): void {
  if (signInAgainOn401(error)) return;
  toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });
}

/**
 * After a payment changes: the pending list, the appointments (their payment badges, the open
 * details), the stats, the service requests and the audit log are read again.
 */
function refreshAfterPayment(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY }),
    client.invalidateQueries({ queryKey: [APPOINTMENTS_KEY] }),
    client.invalidateQueries({ queryKey: APPOINTMENT_STATS_KEY }),
    client.invalidateQueries({ queryKey: [SERVICE_REQUESTS_KEY] }),
    client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
  ]);
}

export const PAYMENT_CONFIRMED = 'تم تأكيد استلام الحوالة';
export const PAYMENT_REJECTED = 'تم رفض الحوالة';
export const CASH_RECORDED = 'تم تسجيل الدفع نقداً';

const path = (id: string, action: string) => `/api/payments/${encodeURIComponent(id)}/${action}`;

/**
 * «تأكيد الاستلام» (`POST /api/payments/:id/confirm`): the same paid path as a card payment (the
 * receipt email, the booking paid). 409 when it is no longer awaiting (decided meanwhile). Not
 * optimistic; the caller's `onError` gets the server's message first.
 */
export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation<Payment, Error, { item: PendingConfirmation; bankReference?: string }>({
    mutationFn: async ({ item, bankReference }) => {
      const res = await apiRequest('POST', path(item.id, 'confirm'), {
        ...(bankReference ? { bankReference } : {}),
      });
      return (await res.json()) as Payment;
    },
    onSuccess: (_payment, { item }) => {
      toast({
        title: PAYMENT_CONFIRMED,
        description: `${item.payerName} (${item.reference}): أُرسل الإيصال إلى العميل بالبريد الإلكتروني`,
      });
    },
    onError: (error) => reportFailure('تعذر تأكيد الحوالة', error),
    onSettled: () => refreshAfterPayment(client),
  });
}

/** «رفض» (`POST /api/payments/:id/reject {reason}`): the payment fails and the client may pay again. */
export function useRejectPayment() {
  const client = useQueryClient();
  return useMutation<Payment, Error, { item: PendingConfirmation; reason: string }>({
    mutationFn: async ({ item, reason }) => {
      const res = await apiRequest('POST', path(item.id, 'reject'), { reason });
      return (await res.json()) as Payment;
    },
    onSuccess: (_payment, { item }) => {
      toast({ title: PAYMENT_REJECTED, description: `${item.payerName} (${item.reference})` });
    },
    onError: (error) => reportFailure('تعذر رفض الحوالة', error),
    onSettled: () => refreshAfterPayment(client),
  });
}

/**
 * «مدفوع نقداً» (`POST /api/payments/cash {appointmentId}`): paid at the desk, the same paid path.
 * 409 for an appointment that is not at the office (`cliqMessages.cashOfficeOnly`) or paid already.
 */
export function useRecordCashPayment() {
  const client = useQueryClient();
  return useMutation<Payment, Error, { appointmentId: string; contactName: string }>({
    mutationFn: async ({ appointmentId }) => {
      const res = await apiRequest('POST', '/api/payments/cash', { appointmentId });
      return (await res.json()) as Payment;
    },
    onSuccess: (_payment, { contactName }) => {
      toast({ title: CASH_RECORDED, description: contactName });
    },
    onError: (error) => reportFailure('تعذر تسجيل الدفع النقدي', error),
    onSettled: () => refreshAfterPayment(client),
  });
}
