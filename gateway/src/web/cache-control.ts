import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Build output names hashed content as `name.<hex>.ext`; only those may be cached forever.
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

/** Entry points (index.html, mf-manifest.json, remoteEntry.js …) must be revalidated every time. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(basename(filePath)) ? IMMUTABLE : REVALIDATE;
}
