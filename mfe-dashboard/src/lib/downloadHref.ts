/** The download address of a stored file (an appointment's attachment or a user document). */
export function downloadHref(fileId: string): string {
  return `/api/documents/${encodeURIComponent(fileId)}/download`;
}

/** The PDF receipt of a paid appointment, downloaded with the session cookie (owner or admin). */
export function receiptHref(appointmentId: string): string {
  return `/api/appointments/${encodeURIComponent(appointmentId)}/receipt`;
}
