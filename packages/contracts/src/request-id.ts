/** The header that carries one request's id from the gateway through every service's logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Incoming ids end up in every tier's logs, so only short, plain tokens are kept. One definition,
// so that the gateway and the services always agree on which ids survive.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is sane, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : globalThis.crypto.randomUUID();
}
