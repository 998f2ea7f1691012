// Any origin works: only whether a path stays on it matters.
const BASE = 'https://same.site.invalid';

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
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // Dot segments are resolved by the parse above, so `/..//evil.example` comes out as the path
  // `//evil.example`: still this origin here, but a protocol-relative URL once a browser or
  // router is given it. A path whose first segment is empty (or becomes empty once its `%2F` or
  // `%5C` are decoded by a router) is refused, not repaired.
  if (startsWithEmptySegment(url.pathname)) return undefined;
  // Signing in again from the sign-in pages themselves leads nowhere useful.
  if (url.pathname === '/auth' || url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const LEADING_EMPTY_SEGMENT = /^[/\\]{2}/;

/** The path, or its dot segments resolved, begins with `//` or `/\`. */
function emptyFirstSegment(path: string): boolean {
  if (LEADING_EMPTY_SEGMENT.test(path)) return true;
  try {
    return LEADING_EMPTY_SEGMENT.test(new URL(path.replaceAll('\\', '/'), BASE).pathname);
  } catch {
    return true;
  }
}

function startsWithEmptySegment(pathname: string): boolean {
  if (emptyFirstSegment(pathname)) return true;
  let decoded = pathname;
  // Decoded until stable (a few rounds at most: `%252F` is `%2F` after one), each form resolved
  // again, as a router that decodes before it resolves would (`/..%2f/x` → `/..//x` → `//x`).
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true; // Malformed escapes: nothing a real page of this site links to.
    }
    if (next === decoded) break;
    if (emptyFirstSegment(next)) return true;
    decoded = next;
  }
  return false;
}
