import type { z } from 'zod';

/** The processes behind the gateway and their default local ports (`PORT` overrides each). */
export const SERVICE_PORTS = {
  auth: 4101,
  content: 4102,
  booking: 4103,
  payment: 4104,
  worker: 4105,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;

/** The services that own /api endpoints (the worker owns none). */
export type ApiService = Exclude<ServiceName, 'worker'>;

/** `http://127.0.0.1:<port>`: where a process reaches another one when no URL is configured. */
export function defaultServiceUrl(service: ServiceName): string {
  return `http://127.0.0.1:${SERVICE_PORTS[service]}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `guest`: anyone (a signed-in caller is still known to the service);
 * `user`: any signed-in account; `admin`: an admin account.
 */
export type Access = 'guest' | 'user' | 'admin';

/**
 * Requests per client address, per class (design §4): sized for people, so a family behind one
 * address can still sign in, register and book. Each class counts on its own.
 */
export const RATE_LIMIT_CLASSES = {
  login: { points: 20, durationSeconds: 10 * 60 },
  register: { points: 10, durationSeconds: 60 * 60 },
  'forgot-password': { points: 5, durationSeconds: 15 * 60 },
  'reset-password': { points: 10, durationSeconds: 15 * 60 },
  contact: { points: 10, durationSeconds: 60 * 60 },
  // A carrier's shared address carries many clients: the booking service's own caps follow the
  // person (email, phone, open unpaid bookings); this only slows a flood from one address.
  appointments: { points: 60, durationSeconds: 60 * 60 },
  'user-documents': { points: 30, durationSeconds: 60 * 60 },
  'create-payment-intent': { points: 30, durationSeconds: 10 * 60 },
  'create-service-payment-intent': { points: 30, durationSeconds: 10 * 60 },
} as const satisfies Record<string, { points: number; durationSeconds: number }>;

export type RateLimitClass = keyof typeof RATE_LIMIT_CLASSES;

/**
 * One public API call, declared once: the gateway routes, rate-limits and handles the session
 * from it, and the owning service mounts, guards, validates and documents it from it.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** `/api/...`, with `:name` for a path parameter. */
  readonly path: `/api/${string}`;
  readonly service: ApiService;
  readonly access: Access;
  /** The OpenAPI summary, in Arabic like everything a reader of the API sees. */
  readonly summary: string;
  /** JSON body (or, with `upload`, the multipart form's text fields), validated by the service. */
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** A multipart form with the repeated field `files`, parsed by the service before `body`. */
  readonly upload?: 'optional' | 'required';
  /** Success body; omitted when there is none (a redirect, a 204). */
  readonly response?: z.ZodType;
  /**
   * The success body's media type when it is not JSON (a CSV download, an XML document):
   * `response` then describes that text, and the service streams it.
   */
  readonly responseContentType?:
    | 'text/csv; charset=utf-8'
    | 'application/xml'
    | 'text/plain; charset=utf-8';
  /** Success status, 200 by default. */
  readonly status?: number;
  /** Error statuses answered on purpose (500 and 503 are always possible). */
  readonly errors?: readonly number[];
  readonly rateLimit?: RateLimitClass;
  /** After this call the browser's session is gone: the gateway forgets its cached identity. */
  readonly revokesSession?: true;
  /**
   * Called by a payment provider's server, not a browser: no Origin check, and the body stays
   * raw for the route to verify its signature (`body` then only documents it).
   */
  readonly webhook?: true;
}

/** Keeps each endpoint's own schema types (for the services' typed handlers). */
export function defineEndpoints<T extends Record<string, Endpoint>>(table: T): T {
  return table;
}
