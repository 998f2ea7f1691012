/** The download address of a stored file (an appointment's attachment or a user document). */
export function downloadHref(fileId: string): string {
  return `/api/documents/${encodeURIComponent(fileId)}/download`;
}
