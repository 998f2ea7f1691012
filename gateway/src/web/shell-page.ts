import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import type { Context } from 'koa';
import { sendConditionally } from '../http/conditional-get';
import type { Logger } from '../logger';
import { APP_CONFIG_PLACEHOLDER, injectAppConfig } from './app-config';
import { REVALIDATE } from './cache-control';
import { sendNotBuilt } from './dist-hint';
import type { FirstViewPage } from './first-view';

interface RenderedPage {
  version: string;
  html: string;
  etag: string;
}

function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * The shell's index.html with the runtime config injected and, where the path has one, the page's
 * first view in the page slot. Rendered once per path and kept in memory; a rebuilt file (new mtime
 * or size) is picked up on the next request without a restart.
 */
export function shellPage(
  indexPath: string,
  configJson: string,
  logger: Logger,
  firstViewOf: (path: string) => Promise<FirstViewPage | undefined> = async () => undefined,
): (ctx: Context) => Promise<void> {
  let shell: { version: string; html: string } | undefined;
  const pages = new Map<string, RenderedPage>();

  async function readShell(): Promise<{ version: string; html: string } | undefined> {
    const file = await stat(indexPath).catch(() => undefined);
    if (!file?.isFile()) return undefined;
    const version = `${file.mtimeMs}:${file.size}`;
    if (shell?.version === version) return shell;
    const source = await readFile(indexPath, 'utf8');
    if (!source.includes(APP_CONFIG_PLACEHOLDER)) {
      logger.warn({ indexPath }, 'shell index.html has no app-config placeholder');
    }
    shell = { version, html: injectAppConfig(source, configJson) };
    pages.clear();
    return shell;
  }

  async function render(path: string): Promise<RenderedPage | undefined> {
    const base = await readShell();
    if (!base) return undefined;
    const firstView = await firstViewOf(path);
    // Keyed by route, not by the requested path: `/services//…` must not grow the cache.
    const key = firstView?.route ?? '';
    const version = firstView?.version ?? '';
    const cached = pages.get(key);
    if (cached?.version === version) return cached;
    const html = firstView
      ? base.html.replace(FIRST_VIEW.pageSlot, () => firstView.html)
      : base.html;
    const page = { version, html, etag: etagOf(html) };
    pages.set(key, page);
    return page;
  }

  return async (ctx) => {
    const page = await render(ctx.path);
    if (!page) return sendNotBuilt(ctx);
    sendConditionally(ctx, {
      body: page.html,
      etag: page.etag,
      type: 'text/html; charset=utf-8',
      cacheControl: REVALIDATE,
    });
  };
}
