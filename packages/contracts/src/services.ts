import { z } from 'zod';
import { DEFAULT_SERVICE_DURATION_MINUTES, toLatinDigits } from './constants';

/**
 * The Redis pub/sub channel on which the content service says the catalogue changed (a service
 * was added, edited, hidden, retired or moved); every gateway then drops the `GET /api/services`
 * answer it keeps in memory.
 */
export const CATALOGUE_CHANGED_CHANNEL = 'ssc:catalogue:changed';

/** A service of the catalogue as stored by the content service (spec §3). */
export const serviceSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  price: z.number(),
  duration: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * Where a service stands (issue 34.3): `visible` is on /services and in the booking form;
 * `hidden` is off the site and takes no new booking until shown again (a test service, one
 * paused for a season); `retired` is stopped, kept for the history. Bookings already made
 * keep their service, price and name, whatever its state; either can be shown again.
 */
export const SERVICE_STATES = ['visible', 'hidden', 'retired'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** The states as the console names them (glossary). */
export const SERVICE_STATE_LABELS: Record<ServiceState, string> = {
  visible: 'ظاهر',
  hidden: 'مخفي',
  retired: 'متوقف',
};

/** A service as the console and the other services see it: with its state, in the office's order. */
export const managedServiceSchema = serviceSchema.extend({ state: z.enum(SERVICE_STATES) });
export type ManagedService = z.infer<typeof managedServiceSchema>;

/** What `GET /api/services` returns for each service. */
export const publicServiceSchema = serviceSchema.pick({
  id: true,
  nameEn: true,
  nameAr: true,
  descriptionAr: true,
  duration: true,
  price: true,
});
export type PublicService = z.infer<typeof publicServiceSchema>;

// The display order lives in the zod-free constants entry so that pages can sort without zod.
export { SERVICE_DISPLAY_ORDER, sortServicesForDisplay } from './constants';

/** Arabic messages of the add-service form and `POST /api/services` (spec §5 and §8). */
export const serviceMessages = {
  nameArMin: 'اسم الخدمة بالعربية يجب أن يكون حرفين على الأقل',
  nameEnMin: 'اسم الخدمة بالإنجليزية يجب أن يكون حرفين على الأقل',
  nameEnLatin: 'اسم الخدمة بالإنجليزية يجب أن يحتوي على حروف أو أرقام لاتينية',
  descriptionArMin: 'وصف الخدمة بالعربية يجب أن يكون 10 أحرف على الأقل',
  descriptionEnMin: 'وصف الخدمة بالإنجليزية يجب أن يكون 10 أحرف على الأقل',
  priceRequired: 'السعر مطلوب ويجب أن يكون رقماً',
  priceMin: 'السعر لا يمكن أن يكون سالباً',
  priceMax: 'السعر أكبر من المسموح',
  durationRequired: 'المدة مطلوبة ويجب أن تكون رقماً',
  durationInteger: 'المدة يجب أن تكون عدداً صحيحاً من الدقائق',
  durationPositive: 'المدة يجب أن تكون أكبر من صفر',
  durationMax: 'المدة يجب ألا تزيد على 480 دقيقة',
  created: 'تم إنشاء الخدمة بنجاح',
  createFailed: 'فشل إنشاء الخدمة',
  duplicate: 'توجد خدمة بالاسم الإنجليزي نفسه، يرجى اختيار اسم آخر',
  notFound: 'الخدمة غير موجودة',
  updated: 'تم حفظ تعديلات الخدمة',
  updateFailed: 'تعذر حفظ تعديلات الخدمة',
  stateInvalid: 'حالة الخدمة غير صحيحة',
  stateFailed: 'تعذر تغيير حالة الخدمة',
  directionInvalid: 'اتجاه النقل غير صحيح',
  moveFailed: 'تعذر تغيير ترتيب الخدمة',
} as const;

/** The id part of a service made from its English name: lower case, latin letters and digits joined by "-". */
export function serviceSlug(nameEn: string): string {
  return nameEn
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id the content service gives a new service (spec §3: `svc-` and the English name). */
export function serviceIdFor(nameEn: string): string {
  return `svc-${serviceSlug(nameEn)}`;
}

/**
 * A number as typed into a form field or sent by a client: digits in any script (Arabic-Indic,
 * Persian) and the Arabic decimal separator «٫» read as ASCII, so «٤٥» is 45 (issue 34); an empty
 * text is missing. Anything else than plain decimal digits (1,000, 1e3, 0x10) is not a number.
 */
function typedNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = toLatinDigits(value)
      .replace(/\u066b/g, '.')
      .trim();
    if (text === '') return undefined;
    return /^\d+(\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : Number.NaN;
  }, schema);
}

/**
 * `POST /api/services` (admin) and the add-service form (spec §5): names ≥ 2, descriptions ≥ 10,
 * price a number ≥ 0 (dinars, 3 decimals), duration an integer number of minutes > 0 (default 60).
 * Price and duration may come as typed text in any digits (typedNumber).
 */
export const createServiceSchema = z.object({
  nameAr: z
    .string({ error: serviceMessages.nameArMin })
    .trim()
    .min(2, serviceMessages.nameArMin)
    .max(120),
  nameEn: z
    .string({ error: serviceMessages.nameEnMin })
    .trim()
    .min(2, serviceMessages.nameEnMin)
    .max(120)
    .refine((v) => serviceSlug(v).length > 0, serviceMessages.nameEnLatin),
  descriptionAr: z
    .string({ error: serviceMessages.descriptionArMin })
    .trim()
    .min(10, serviceMessages.descriptionArMin)
    .max(2000),
  descriptionEn: z
    .string({ error: serviceMessages.descriptionEnMin })
    .trim()
    .min(10, serviceMessages.descriptionEnMin)
    .max(2000),
  price: typedNumber(
    z
      .number({ error: serviceMessages.priceRequired })
      .min(0, serviceMessages.priceMin)
      .max(100_000, serviceMessages.priceMax),
  ),
  duration: typedNumber(
    z
      .number({ error: serviceMessages.durationRequired })
      .int(serviceMessages.durationInteger)
      .positive(serviceMessages.durationPositive)
      .max(480, serviceMessages.durationMax)
      .default(DEFAULT_SERVICE_DURATION_MINUTES),
  ),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;
export type CreateServiceValues = z.output<typeof createServiceSchema>;

/**
 * `PATCH /api/services/:id` (admin) and the edit dialog: the add form's fields, all of them. The
 * id stays what it was (bookings name it); a new English name must not be another service's.
 */
export const updateServiceSchema = createServiceSchema;

/** `PUT /api/services/:id/state` (admin). */
export const setServiceStateSchema = z.object({
  state: z.enum(SERVICE_STATES, { error: serviceMessages.stateInvalid }),
});

/** `POST /api/services/:id/move` (admin): one place up or down in the office's order. */
export const moveServiceSchema = z.object({
  direction: z.enum(['up', 'down'], { error: serviceMessages.directionInvalid }),
});
