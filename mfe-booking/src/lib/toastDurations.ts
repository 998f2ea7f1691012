/** Toast durations of spec §8 (ms), shared by the booking and the document upload, and the gap
 * before the booking's second success toast. */
export const SUCCESS_TOAST_MS = 8_000;
export const EMAIL_TOAST_DELAY_MS = 1_000;
export const EMAIL_TOAST_MS = 5_000;
export const FAILURE_TOAST_MS = 6_000;
