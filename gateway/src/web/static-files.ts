import type { ReadStream } from 'node:fs';
import type { Context } from 'koa';
import send from 'koa-send';
import { sendTextError } from '../http/error-body';
import { cacheControlFor } from './cache-control';
import { isDirectory, sendNotBuilt } from './dist-hint';

function isNotFound(err: unknown): boolean {
  return (err as { status?: number })?.status === 404;
}

/** 404 for a missing file; 503 with the build hint when the whole dist folder is missing. */
async function notFound(ctx: Context, root: string): Promise<void> {
  if (await isDirectory(root)) sendTextError(ctx, 404);
  else sendNotBuilt(ctx);
}

/**
 * Serves one file of a dist folder with its cache policy, answering 304 when the browser's
 * copy is current (entry points are revalidated on every load, so that matters).
 */
export async function serveFile(ctx: Context, root: string, relativePath: string): Promise<void> {
  if (relativePath === '' || relativePath.endsWith('/')) return notFound(ctx, root);
  try {
    await send(ctx, relativePath, {
      root,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
    });
  } catch (err) {
    if (isNotFound(err)) return notFound(ctx, root);
    throw err;
  }
  // koa-send quietly sends nothing for directories and dot-files.
  if (ctx.body == null) return notFound(ctx, root);
  if (ctx.fresh) {
    (ctx.body as ReadStream).destroy();
    ctx.status = 304;
  }
}
