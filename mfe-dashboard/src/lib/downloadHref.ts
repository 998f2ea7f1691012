/** The download address of a stored file (an appointment's attachment or a user document). */
export function downloadHref(fileId: string): string {
  return `/api/documents/${encodeURIComponent(fileId)}/download`;
}

/** The label of a paid appointment's invoice download (issue 32; it was «تنزيل الإيصال»). */
export const INVOICE_DOWNLOAD = 'تحميل الفاتورة (PDF)';

/**
 * The invoice PDF of a paid appointment (the plain receipt for a payment made before invoices),
 * downloaded with the session cookie (owner or admin).
 */
export function receiptHref(appointmentId: string): string {
  return `/api/appointments/${encodeURIComponent(appointmentId)}/receipt`;
}
