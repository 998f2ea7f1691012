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

  /** Hashed assets from memory, precompressed; everything else from disk with revalidation. */
  const serveCached = createAssetCache();

  /** Where a file request's file lives: a remote's dist or the shell's; undefined: no remote. */
  const locate = (ctx: Context): { root: string; path: string } | undefined => {
    if (!ctx.path.startsWith(REMOTES_PREFIX)) return { root: shellDir, path: ctx.path };
    // A remote may be loaded by a shell on another origin: open these files, and only these.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    const rest = ctx.path.slice(REMOTES_PREFIX.length);
    const slash = rest.indexOf('/');
    const dir = slash > 0 ? remoteDirs.get(rest.slice(0, slash)) : undefined;
    return dir ? { root: dir, path: rest.slice(slash + 1) } : undefined;
  };
  // A remote's path is never the page, whatever the Accept header says.
  const isShellPage = (ctx: Context) =>
    !ctx.path.startsWith(REMOTES_PREFIX) &&
    (ctx.path === '/' || ctx.path === '/index.html' || isPageNavigation(ctx));

  // Hashed files come from memory already compressed (issue 17.3): answered before koa-compress,
  // which would only have looked at them and passed.
  const hashedFromMemory: Middleware = async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isShellPage(ctx)) return next();
    const file = locate(ctx);
    if (
      file &&
      cacheControlFor(file.path) === IMMUTABLE &&
      (await serveCached(ctx, file.root, file.path))
    )
      return;
    return next();
  };

  const serve: Middleware = async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      return sendTextError(ctx, 405);
    }
    if (isShellPage(ctx)) return renderShell(ctx);
    const file = locate(ctx);
    if (!file) return sendTextError(ctx, 404);
    return serveFile(ctx, file.root, file.path);
  };

  // koa-compress streams; its brotli default (quality 4) is cheap enough to run per request.
  return [hashedFromMemory, compress({ threshold: 1024 }), serve];
}
