/** Which service owns each /api area (first path segment after /api/), per the runtime contract. */
export const apiAreas = {
  auth: ['user', 'login', 'logout', 'register', 'forgot-password', 'reset-password'],
  content: ['services', 'contact', 'contact-messages'],
  booking: ['appointments', 'slots', 'user-documents', 'documents', 'service-requests'],
  payment: [
    'create-payment-intent',
    'create-service-payment-intent',
    'payments',
    'stripe',
    'webhooks',
  ],
} as const;

export type ApiService = keyof typeof apiAreas;

const serviceByArea = new Map<string, ApiService>(
  Object.entries(apiAreas).flatMap(([service, areas]) =>
    areas.map((area) => [area, service as ApiService] as const),
  ),
);

/** The owning service of an /api path, or undefined when no service owns it. */
export function serviceForPath(path: string): ApiService | undefined {
  const area = path.split('/')[2];
  return area ? serviceByArea.get(area) : undefined;
}
