/** The same key as the public services page, so every page shares one cached catalogue. */
export const SERVICES_QUERY_KEY = ['/api/services'] as const;
