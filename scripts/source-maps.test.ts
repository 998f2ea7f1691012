// Production front ends publish no source code (issue 37 row 12): the gateway serves all of dist/,
// so each app's production `devtool` must be a map without the sources (or none). Checked on the
// five apps' configs, and on what rspack then writes for a small module with a known comment.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_DEVTOOL } from '../packages/rspack-config/index.mjs';
import { frontEnds, root } from './lib/apps.mjs';

const SECRET = 'the-original-source-text-of-this-module';

/** The .map files rspack writes for one small module built with `devtool`. */
async function mapsFor(devtool: string, dir: string): Promise<string[]> {
  writeFileSync(
    path.join(dir, 'entry.js'),
    `// ${SECRET}\nexport const answer = () => 42;\nconsole.log(answer());\n`,
  );
  const out = path.join(dir, `dist-${devtool}`);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: devtool as 'source-map',
    output: { path: out, filename: 'main.js' },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  return readdirSync(out)
    .filter((f) => f.endsWith('.map'))
    .map((f) => readFileSync(path.join(out, f), 'utf8'));
}

describe('production source maps', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'source-maps-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(frontEnds)('%s builds for production with a map that carries no sources', async (app) => {
    const { default: config } = await import(
      pathToFileURL(path.join(root, app, 'rspack.config.mjs')).href
    );
    const production = config({}, { mode: 'production' }) as { devtool?: string | false };
    expect(production.devtool).toBe(PRODUCTION_DEVTOOL);
  });

  it('is a map of lines and file names only, where the former one published the source', async () => {
    const [published] = await mapsFor(PRODUCTION_DEVTOOL, dir);
    const map = JSON.parse(published as string) as { sources: string[]; sourcesContent?: unknown };
    expect(map.sources.some((s) => s.includes('entry.js'))).toBe(true);
    expect(map.sourcesContent).toBeUndefined();
    expect(published).not.toContain(SECRET);
    // The check can fail: the devtool used before (issue 37 row 12) put the whole file in the map.
    const [before] = await mapsFor('source-map', dir);
    expect(before).toContain(SECRET);
  }, 60_000);
});
