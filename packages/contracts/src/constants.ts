/** The company name shown when `SITE_NAME` is not configured (design: one configurable name). */
export const DEFAULT_SITE_NAME = 'سند للاستشارات';

/** Business constants of spec §9. */
export const CONSULTATION_FEE_JOD = 30;
export const DEFAULT_SERVICE_DURATION_MINUTES = 60;
export const DEFAULT_SERVICE_PRICE_JOD = 30;
export const TIME_SLOTS = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;

/** How many days ahead a slot can be booked (`BOOKING_HORIZON_DAYS` on the booking service). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;
export const TIME_ZONE = 'Asia/Amman';
export const LOCALE = 'ar-JO-u-nu-latn';

/** Minimum lengths and limits of spec §5 and §9 shared by forms and services. */
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const REPLY_WITHIN_HOURS = 24;

/** Delays of spec §9 (milliseconds). */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const FORGOT_PASSWORD_RETURN_DELAY_MS = 2_000;
export const PAYMENT_FAILURE_REDIRECT_DELAY_MS = 2_000;

/**
 * The office's public contact details (spec §9: an office in Amman, a landline, two mobiles, two
 * addresses). One place for the header, footer, contact page, legal pages and emails.
 */
export const CONTACT_DETAILS = {
  addressAr: 'عمّان، الأردن — شارع وصفي التل (الجاردنز)، مجمع الريم التجاري، الطابق الثالث',
  cityAr: 'عمّان، الأردن',
  landline: { display: '06 565 4321', tel: '+96265654321' },
  mobiles: [
    { display: '079 555 1234', tel: '+962795551234' },
    { display: '077 666 4321', tel: '+962776664321' },
  ],
  whatsapp: { display: '079 555 1234', href: 'https://wa.me/962795551234' },
  emails: ['info@sanad-consult.jo', 'support@sanad-consult.jo'],
  social: {
    facebook: 'https://www.facebook.com/sanad.consult.jo',
    instagram: 'https://www.instagram.com/sanad.consult.jo',
    linkedin: 'https://www.linkedin.com/company/sanad-consult-jo',
  },
  /** Office location for maps (Wasfi Al-Tal street, Amman). */
  location: { lat: 31.9819, lng: 35.8718 },
} as const;

/**
 * Working hours: the contact page reads Sunday–Thursday 9:00–18:00, the terms page gives office
 * hours 9:00–17:00 (spec §2 and §9 state both); Friday and Saturday are closed.
 */
export const WORKING_HOURS = {
  days: 'الأحد – الخميس',
  contactPage: '9:00 – 18:00',
  termsPage: '9:00 – 17:00',
  closed: 'الجمعة والسبت: مغلق',
} as const;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII, so every numeric input accepts them. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String((d.charCodeAt(0) & 0xf) % 10),
  );
}

/** The services page shows known services in this order (spec §2, services page); others come last. */
export const SERVICE_DISPLAY_ORDER = [
  'establishment-account-management',
  'liaison-officer-services',
  'salary-adjustments',
  'official-correspondence',
  'work-injuries-registration',
  'voluntary-system-management',
  'retirement-consultations',
] as const;

/** Sorts by the fixed display order; unknown services keep their relative order at the end. */
export function sortServicesForDisplay<T extends { nameEn: string }>(services: readonly T[]): T[] {
  const rank = (s: T) => {
    const i = (SERVICE_DISPLAY_ORDER as readonly string[]).indexOf(s.nameEn);
    return i === -1 ? SERVICE_DISPLAY_ORDER.length : i;
  };
  return services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => rank(a.service) - rank(b.service) || a.index - b.index)
    .map(({ service }) => service);
}

/**
 * The build-time first view (HTML painted before any script runs), shared by the shell, the
 * remotes and the gateway. The shell's index.html holds its frame with `pageSlot` inside <main>;
 * the shell lists its static paths in `routesFile`; a remote ships a page's markup as
 * `<pagesDir>/<Expose>.html`; the gateway puts that markup into the slot, wrapped in an element
 * with `attribute` (= the page's module id), which the shell shows until the page's code is ready.
 */
export const FIRST_VIEW = {
  pageSlot: '<!--ssc-first-view-page-->',
  routesFile: 'prerender/routes.json',
  pagesDir: 'prerender',
  attribute: 'data-first-view',
} as const;

/** Arabic messages of the contact form (spec §5 and §8). */
export const contactMessages = {
  firstNameMin: 'الاسم الأول يجب أن يكون حرفين على الأقل',
  lastNameMin: 'اسم العائلة يجب أن يكون حرفين على الأقل',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneMin: 'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
  inquiryTypeRequired: 'يرجى اختيار نوع الاستفسار',
  messageMin: 'الرسالة يجب أن تكون 10 أحرف على الأقل',
  messageMax: 'الرسالة يجب ألا تزيد على 5000 حرف',
  sendFailed: 'فشل إرسال الرسالة، يرجى المحاولة مرة أخرى',
  sent: 'تم إرسال رسالتك بنجاح',
  sentHint: 'سيتواصل معك فريقنا خلال 24 ساعة',
  messageNotFound: 'الرسالة غير موجودة',
  statusInvalid: 'حالة الرسالة غير صحيحة',
} as const;

/** The inquiry types offered by the contact form. */
export const INQUIRY_TYPES = {
  consultation: 'استشارة قانونية أو تأمينية',
  'establishment-services': 'خدمات المنشآت وأصحاب العمل',
  'work-injury': 'إصابات العمل والأمراض المهنية',
  retirement: 'التقاعد والرواتب',
  'voluntary-system': 'الاشتراك الاختياري',
  payments: 'الدفع والفواتير',
  other: 'استفسار آخر',
} as const;
