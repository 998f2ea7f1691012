/**
 * The public catalogue's query key (default query function: GET /api/services), shared by the
 * services page, the landing page's pre-load that seeds it and the build-time first view. A module
 * of its own so the landing page does not load the services page's code with it.
 */
export const SERVICES_QUERY_KEY = ['/api/services'] as const;
