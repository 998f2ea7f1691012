import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import { type GatewayConfig, remoteNames } from '../config';
import { sendTextError } from '../http/error-body';
import type { Logger } from '../logger';
import { renderAppConfig } from './app-config';
import { createAssetCache } from './asset-cache';
import { cacheControlFor, IMMUTABLE } from './cache-control';
import { firstViewSource } from './first-view';
import { shellPage } from './shell-page';
import { serveFile } from './static-files';

const REMOTES_PREFIX = '/mf/';

/** A browser navigation to a client-side route: no file extension and HTML accepted. */
function isPageNavigation(ctx: Context): boolean {
  const lastSegment = ctx.path.slice(ctx.path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && ctx.get('Accept').includes('text/html');
}

/**
 * The built front ends: shell/dist at /, each remote's dist at /mf/<name>/, and the shell's
 * index.html for every client-side route (SPA fallback). Only this side is compressed.
 */
export function webRoutes(
  config: Pick<GatewayConfig, 'webRoot' | 'siteName' | 'remotes'>,
  logger: Logger,
): Middleware[] {
  const shellDir = join(config.webRoot, 'shell', 'dist');
  const remoteDirs = new Map<string, string>(
    remoteNames.map((name) => [name, join(config.webRoot, `mfe-${name}`, 'dist')]),
  );
  const renderShell = shellPage(
    join(shellDir, 'index.html'),
    renderAppConfig(config),
    logger,
    firstViewSource({ shellDir, remoteDirs, remotes: config.remotes, logger }),
  );

  const serveCached = createAssetCache();
  /** Hashed assets from memory, precompressed; everything else from disk with revalidation. */
  const serveStatic = async (ctx: Context, root: string, relativePath: string) => {
    if (
      cacheControlFor(relativePath) === IMMUTABLE &&
      (await serveCached(ctx, root, relativePath))
    ) {
      return;
    }
    return serveFile(ctx, root, relativePath);
  };

  const serve: Middleware = async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      return sendTextError(ctx, 405);
    }
    if (ctx.path.startsWith(REMOTES_PREFIX)) {
      // A remote may be loaded by a shell on another origin: open these files, and only these.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      const rest = ctx.path.slice(REMOTES_PREFIX.length);
      const slash = rest.indexOf('/');
      const dir = slash > 0 ? remoteDirs.get(rest.slice(0, slash)) : undefined;
      if (!dir) return sendTextError(ctx, 404);
      return serveStatic(ctx, dir, rest.slice(slash + 1));
    }
    if (ctx.path === '/' || ctx.path === '/index.html' || isPageNavigation(ctx)) {
      return renderShell(ctx);
    }
    return serveStatic(ctx, shellDir, ctx.path);
  };

  // koa-compress streams; its brotli default (quality 4) is cheap enough to run per request.
  return [compress({ threshold: 1024 }), serve];
}
