import { z } from 'zod';

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
export function sortServicesForDisplay<T extends Pick<Service, 'nameEn'>>(
  services: readonly T[],
): T[] {
  const rank = (s: T) => {
    const i = (SERVICE_DISPLAY_ORDER as readonly string[]).indexOf(s.nameEn);
    return i === -1 ? SERVICE_DISPLAY_ORDER.length : i;
  };
  return services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => rank(a.service) - rank(b.service) || a.index - b.index)
    .map(({ service }) => service);
}
