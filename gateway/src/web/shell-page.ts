import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import { APP_CONFIG_PLACEHOLDER, injectAppConfig } from './app-config';
import { REVALIDATE } from './cache-control';
import { sendNotBuilt } from './dist-hint';

interface RenderedPage {
  mtimeMs: number;
  size: number;
  html: string;
  etag: string;
}

/**
 * The shell's index.html with the runtime config injected. Rendered once and kept in memory;
 * a rebuilt index.html (new mtime or size) is picked up on the next request without a restart.
 */
export function shellPage(indexPath: string, configJson: string, logger: Logger): Middleware {
  let cached: RenderedPage | undefined;

  async function render(): Promise<RenderedPage | undefined> {
    const file = await stat(indexPath).catch(() => undefined);
    if (!file?.isFile()) return undefined;
    if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) return cached;
    const source = await readFile(indexPath, 'utf8');
    if (!source.includes(APP_CONFIG_PLACEHOLDER)) {
      logger.warn({ indexPath }, 'shell index.html has no app-config placeholder');
    }
    const html = injectAppConfig(source, configJson);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    cached = { mtimeMs: file.mtimeMs, size: file.size, html, etag };
    return cached;
  }

  return async (ctx) => {
    const page = await render();
    if (!page) return sendNotBuilt(ctx);
    ctx.set('Cache-Control', REVALIDATE);
    ctx.type = 'text/html; charset=utf-8';
    ctx.etag = page.etag;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = page.html;
  };
}
