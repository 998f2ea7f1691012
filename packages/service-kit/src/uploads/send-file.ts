import { stat } from 'node:fs/promises';
import { withoutUnsafeCharacters } from '@ssc/contracts/uploads';
import type { Context } from 'koa';
import type { UploadStore } from './upload-store';

/**
 * `attachment` with an ASCII fallback and the real name RFC 5987-encoded (Arabic names survive).
 * The name is cleaned again here: a row stored before names were cleaned of direction overrides
 * must not offer `reportfdp.exe` either.
 */
export function attachmentDisposition(stored: string): string {
  const name = withoutUnsafeCharacters(stored);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers a stored upload as a download that a browser never renders in the site's origin
 * (attachment, nosniff, a sandboxing CSP, never cached). False when the file is gone.
 */
export async function sendStoredFile(
  ctx: Pick<Context, 'set'> & { body: unknown },
  store: UploadStore,
  file: { storedName: string; name: string; mimeType: string },
): Promise<boolean> {
  const info = await stat(store.pathOf(file.storedName)).catch(() => undefined);
  if (!info) return false;
  ctx.set('content-type', file.mimeType);
  ctx.set('content-length', String(info.size));
  ctx.set('content-disposition', attachmentDisposition(file.name));
  ctx.set('x-content-type-options', 'nosniff');
  ctx.set('content-security-policy', "default-src 'none'; sandbox");
  ctx.set('cache-control', 'private, no-store');
  ctx.body = store.open(file.storedName);
  return true;
}
