import { ApiError, apiRequest } from '@ssc/api-client';
import { fetchPage, type Page } from '@ssc/api-client/lists';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import { type Invoice, type InvoiceState, JOD_MINOR_UNITS } from '@ssc/contracts';
import { LOCALE } from '@ssc/contracts/constants';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../api/queries';
import { AUDIT_KEY } from '../audit/audit-api';

// «الفواتير» (issue 32): the invoices and credit invoices of the booking service, JoFotara's answer
// for each, and the accountant's monthly files. All of it admin only.

export const INVOICES_KEY = '/api/invoices';

/** What the tab lists: a month (`YYYY-MM`, issue date in Amman) and optionally one state. */
export interface InvoiceFilters {
  month: string;
  state?: InvoiceState | undefined;
}

/**
 * One page of the month's invoices, newest first (the total in X-Total-Count); the key holds the
 * filters and the page, so each choice is its own request. Read again whenever the tab opens:
 * payments, refunds and JoFotara's answers arrive at any time.
 */
export function useInvoices(filters: InvoiceFilters, page: number, { enabled = true } = {}) {
  const admin = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<Page<Invoice>>({
    queryKey: [INVOICES_KEY, filters, page],
    queryFn: ({ signal }) =>
      fetchPage<Invoice>(
        INVOICES_KEY,
        { month: filters.month, state: filters.state, page, pageSize: ADMIN_PAGE_SIZE },
        signal,
      ),
    enabled: admin && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

const invoicePath = (id: string, what: string) =>
  `${INVOICES_KEY}/${encodeURIComponent(id)}/${what}`;

/** The invoice PDF (`GET /api/invoices/:id/pdf`, the admin's session): what the client received. */
export const invoicePdfHref = (id: string) => invoicePath(id, 'pdf');

/** The UBL 2.1 document as sent to JoFotara (`GET /api/invoices/:id/xml`). */
export const invoiceXmlHref = (id: string) => invoicePath(id, 'xml');

/** The month's file for the accountant: CSV (with BOM) or a ZIP of every invoice's XML. */
export function invoicesExportHref(month: string, format: 'csv' | 'zip'): string {
  return `${INVOICES_KEY}/export?${new URLSearchParams({ month, format })}`;
}

const filsAmount = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/**
 * Fils as the invoice PDF and the accountant read them: the dinar with its three decimals,
 * «30.000 د.أ», «1,234.500 د.أ» (Latin digits).
 */
export function formatInvoiceAmount(minor: number): string {
  return `${filsAmount.format(minor / JOD_MINOR_UNITS)} د.أ`;
}

/**
 * Whether «إعادة الإرسال» applies: a rejected invoice (after fixing what JoFotara refused), or one
 * whose sending failed (JoFotara down or timed out), credited since or not, that JoFotara has not
 * accepted.
 */
export function canResend(invoice: Invoice): boolean {
  return invoice.state === 'rejected' || (invoice.state !== 'sent' && invoice.lastError !== null);
}

/** The success toast of «إعادة الإرسال». */
export const INVOICE_RESENT = 'أُعيد إرسال الفاتورة إلى جوفوترة';

/**
 * «إعادة الإرسال» (`POST /api/invoices/:id/resend`): the invoice goes back into the outbox for
 * JoFotara. 409 (already accepted, or JOFOTARA_MODE=off) carries an Arabic message the row shows in
 * place: the caller's `onError` gets it, after the sign-in flow of a 401. The list and the audit
 * log are read again either way.
 */
export function useResendInvoice() {
  const client = useQueryClient();
  return useMutation<Invoice, Error, Invoice>({
    mutationFn: async (invoice) => {
      const res = await apiRequest('POST', invoicePath(invoice.id, 'resend'));
      return (await res.json()) as Invoice;
    },
    onSuccess: (_sent, invoice) => {
      toast({ title: INVOICE_RESENT, description: `${invoice.number} (${invoice.reference})` });
    },
    onError: (error) => {
      if (handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true })) return;
      // A refusal the row explains (409); anything else is said once more as a toast.
      if (error instanceof ApiError && error.status === 409) return;
      toast({
        title: 'تعذرت إعادة إرسال الفاتورة',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [INVOICES_KEY] }),
        client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
      ]),
  });
}
