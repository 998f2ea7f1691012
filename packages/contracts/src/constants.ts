/** The company name shown when `SITE_NAME` is not configured (design: one configurable name). */
export const DEFAULT_SITE_NAME = 'سند للاستشارات';

/** Business constants of spec §9. */
export const CONSULTATION_FEE_JOD = 30;
export const SERVICE_REQUEST_AMOUNT = 30;
export const DEFAULT_PAYMENT_AMOUNT = 250;
export const DEFAULT_SERVICE_DURATION_MINUTES = 60;
export const DEFAULT_SERVICE_PRICE_JOD = 30;
export const TIME_SLOTS = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ALLOWED_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'jpg',
  'jpeg',
  'png',
  'jfif',
] as const;
export const TIME_ZONE = 'Asia/Amman';
export const LOCALE = 'ar-JO-u-nu-latn';
