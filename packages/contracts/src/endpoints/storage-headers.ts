/**
 * `GET /api/users/:id/documents` (admin) says how much of the client's storage quota their
 * documents use in two headers beside the list, so the users tab shows «12.5 ميغابايت من 100»
 * from the one call it already makes. Both in bytes.
 */
export const STORAGE_USED_HEADER = 'x-storage-used';
export const STORAGE_QUOTA_HEADER = 'x-storage-quota';
