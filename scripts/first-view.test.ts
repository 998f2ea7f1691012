import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_BASE_TOKEN as gatewayToken } from '../gateway/src/web/first-view';
import {
  REMOTE_BASE_TOKEN as buildToken,
  PRERENDER_ENTRY,
  prerenderApp,
} from '../packages/rspack-config/prerender.mjs';

describe('first views', () => {
  it('the build and the gateway agree on the token that stands for a remote’s base URL', () => {
    expect(gatewayToken).toBe(buildToken);
    expect(buildToken).toMatch(/^\/.+\/$/);
  });

  // The shell's fonts exist only in its prerendered HTML: nothing in its browser build names them.
  it('the asset files a first view references are written into dist, with hashed names', async () => {
    const app = mkdtempSync(path.join(tmpdir(), 'ssc-first-view-'));
    try {
      const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
      mkdirSync(path.join(app, 'src'));
      writeFileSync(path.join(app, 'src', 'face.woff2'), font);
      writeFileSync(
        path.join(app, PRERENDER_ENTRY),
        `import face from './face.woff2';
        export async function prerender() {
          return { 'index.html': '<link rel="preload" href="' + face + '" as="font">' };
        }`,
      );
      const written = await prerenderApp(app, { isHost: true });
      const index = readFileSync(path.join(app, 'dist', 'index.html'), 'utf8');
      const href = index.match(/href="\/([^"]+)"/)?.[1];
      expect(href).toMatch(/^assets\/face\.[0-9a-f]{8}\.woff2$/);
      expect(written).toEqual(['index.html', href]);
      expect(readFileSync(path.join(app, 'dist', href!))).toEqual(font);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
