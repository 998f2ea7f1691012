import { SESSION_COOKIE } from '@ssc/contracts';
import type { ServiceContext } from '@ssc/service-kit';

// Written by hand rather than with ctx.cookies: behind the gateway the service speaks plain HTTP,
// and Koa refuses to set a Secure cookie on a connection it does not see as TLS.

/** The session token from the request's Cookie header, if any. */
export function readSessionCookie(ctx: Pick<ServiceContext, 'get'>): string | undefined {
  for (const part of ctx.get('cookie').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    // Our tokens are base64url; anything else is not ours and cannot match a session.
    if (/^[\w-]{20,200}$/.test(value)) return value;
  }
  return undefined;
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAgeSeconds === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function setSessionCookie(
  ctx: Pick<ServiceContext, 'append'>,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  ctx.append('Set-Cookie', serialize(token, maxAgeSeconds, secure));
}

export function clearSessionCookie(ctx: Pick<ServiceContext, 'append'>, secure: boolean): void {
  ctx.append('Set-Cookie', serialize('', 0, secure));
}
