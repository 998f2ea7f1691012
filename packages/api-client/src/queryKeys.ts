// The `@ssc/api-client/query-keys` entry: query keys more than one remote reads, so that every
// page shares one cached copy (the key joined by `/` is the URL the default loader GETs).

/** The service catalogue: the services page, the landing page's pre-load, booking, dashboard. */
export const SERVICES_QUERY_KEY = ['/api/services'] as const;

/**
 * The signed-in user's documents (the dashboard pages them under this prefix; the test-upload
 * page lists them whole): invalidating it after an upload refreshes every cached list.
 */
export const USER_DOCUMENTS_QUERY_KEY = ['/api/user-documents'] as const;

/**
 * Whether the office sends WhatsApp messages (issue 33.3): the booking, registration, manage and
 * dashboard forms ask for consent only when it does. Read once per page (never stale).
 */
export const WHATSAPP_STATUS_QUERY_KEY = ['/api/whatsapp/status'] as const;
