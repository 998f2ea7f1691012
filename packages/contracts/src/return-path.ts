/**
 * The page to come back to after signing in, passed as `next` (`/api/login?next=/dashboard`,
 * `/auth?next=…`). Only a path on this site is ever followed: an absolute URL, a scheme, a
 * protocol-relative `//host` or `/\host` (which browsers read as `//host`) would make the sign-in
 * page an open redirect to another site.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 500) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers.
  const unsafe = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\';
  if ([...raw].some(unsafe)) return undefined;
  const base = 'https://same.site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // Signing in again from the sign-in pages themselves leads nowhere useful.
  if (url.pathname === '/auth' || url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
