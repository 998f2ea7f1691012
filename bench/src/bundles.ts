// Bundle-size budgets of design §5: the landing page's initial JS as a browser loads it, and each
// remote's exposed route chunks as listed in its mf-manifest.json; sizes are gzip (level 9).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { repoRoot } from './system';

// The landing page's budget is issue 17's target (150 KB; design §5 had 170).
export const budgets = { landingInitialJsKb: 150, remoteRouteChunkKb: 60 };
const remotes = ['mfe-public', 'mfe-booking', 'mfe-dashboard', 'mfe-admin'];
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (data: Buffer) => kb(gzipSync(data, { level: 9 }).length);

/** Every JS file an app ships (all of it is never loaded at once: routes and shared libs split). */
export function appTotals(): { app: string; files: number; gzipKb: number }[] {
  return ['shell', ...remotes].map((app) => {
    const dist = path.join(repoRoot, app, 'dist');
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    const total = files.reduce((sum, f) => sum + gzipKb(readFileSync(path.join(dist, f))), 0);
    return { app, files: files.length, gzipKb: Math.round(total * 10) / 10 };
  });
}

export interface RouteChunk {
  remote: string;
  expose: string;
  gzipKb: number;
  withinBudget: boolean;
}

interface Manifest {
  exposes: { name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Gzip size of the JS a route needs on top of the shared libraries: the exposed module's own sync chunks. */
export function routeChunks(): RouteChunk[] {
  const rows: RouteChunk[] = [];
  for (const remote of remotes) {
    const dist = path.join(repoRoot, remote, 'dist');
    const manifest = JSON.parse(
      readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    for (const expose of manifest.exposes) {
      const size = expose.assets.js.sync.reduce(
        (sum, file) => sum + gzipKb(readFileSync(path.join(dist, file))),
        0,
      );
      const rounded = Math.round(size * 10) / 10;
      rows.push({
        remote,
        expose: expose.path,
        gzipKb: rounded,
        withinBudget: rounded <= budgets.remoteRouteChunkKb,
      });
    }
  }
  return rows;
}

/** Every script a real browser downloads to show `/` (shell, shared libraries, remote entry, landing route). */
export async function landingInitialJs(gatewayUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzipKb: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res
          .body()
          .then(
            (body) => void scripts.push({ url: new URL(res.url()).pathname, gzipKb: gzipKb(body) }),
          ),
      );
    });
    await page.goto(gatewayUrl, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const total = Math.round(scripts.reduce((sum, s) => sum + s.gzipKb, 0) * 10) / 10;
    return { totalGzipKb: total, withinBudget: total <= budgets.landingInitialJsKb, scripts };
  } finally {
    await browser.close();
  }
}
