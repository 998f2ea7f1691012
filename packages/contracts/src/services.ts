import { z } from 'zod';
import { DEFAULT_SERVICE_DURATION_MINUTES } from './constants';

/**
 * The Redis pub/sub channel on which the content service says the catalogue changed (a service
 * was added); every gateway then drops the `GET /api/services` answer it keeps in memory.
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
 * `POST /api/services` (admin) and the add-service form (spec §5): names ≥ 2, descriptions ≥ 10,
 * price a number ≥ 0 (dinars, 3 decimals), duration an integer number of minutes > 0 (default 60).
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
  price: z
    .number({ error: serviceMessages.priceRequired })
    .min(0, serviceMessages.priceMin)
    .max(100_000, serviceMessages.priceMax),
  duration: z
    .number({ error: serviceMessages.durationRequired })
    .int(serviceMessages.durationInteger)
    .positive(serviceMessages.durationPositive)
    .max(480, serviceMessages.durationMax)
    .default(DEFAULT_SERVICE_DURATION_MINUTES),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;
