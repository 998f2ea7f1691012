// The first view of an app, rendered at build time: `node prerender.mjs <app dir>` bundles the
// app's `src/prerender.tsx` for Node with the browser build's own rules (same asset file names),
// runs its `prerender(dist)` and writes the files it returns into the app's dist, with the asset
// files its render references (the shell's fonts exist only in its HTML). The browser then
// paints real page content from the HTML alone, before any script has loaded (Lighthouse's LCP).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { moduleRules } from './index.mjs';

export const PRERENDER_ENTRY = path.join('src', 'prerender.tsx');

/**
 * A remote is deployed under a base URL only the server knows (its chunks use `publicPath:
 * 'auto'`). Asset URLs in a remote's prerendered HTML start with this token, which the gateway
 * replaces by the directory the remote is served from.
 */
export const REMOTE_BASE_TOKEN = '/__ssc_remote_base__/';

function nodeConfig(dir, outDir, isHost) {
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { prerender: `./${PRERENDER_ENTRY}` },
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    output: {
      path: outDir,
      filename: '[name].mjs',
      chunkFilename: '[name].[contenthash:8].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      publicPath: isHost ? '/' : REMOTE_BASE_TOKEN,
    },
    module: { rules: moduleRules(true) },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** @returns {Promise<string[]>} the asset files emitted (fonts, images), relative to the output */
function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(stats?.toString({ all: false, errors: true, colors: false })));
      }
      // An asset module's file records the source it came from; the bundle's chunks do not.
      const assets = stats.compilation.getAssets().filter((a) => a.info.sourceFilename);
      resolve(assets.map((a) => a.name));
    });
  });
}

/** Same name, same content as the browser build's (`moduleRules`): an existing one stays. */
function copyNewFiles(files, fromDir, toDir) {
  const copied = files.filter((file) => !existsSync(path.join(toDir, file)));
  for (const file of copied) {
    mkdirSync(path.dirname(path.join(toDir, file)), { recursive: true });
    copyFileSync(path.join(fromDir, file), path.join(toDir, file));
  }
  return copied;
}

/**
 * @param {string} dir the app's directory
 * @param {{ isHost?: boolean }} [options] the shell is served at the site root, a remote anywhere
 * @returns {Promise<string[]>} the files written into dist (relative paths), none without an entry
 */
export async function prerenderApp(dir, { isHost = false } = {}) {
  if (!existsSync(path.join(dir, PRERENDER_ENTRY))) return [];
  const distDir = path.join(dir, 'dist');
  const outDir = mkdtempSync(path.join(tmpdir(), 'ssc-prerender-'));
  try {
    const assets = await compile(nodeConfig(dir, outDir, isHost));
    const { prerender } = await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
    const files = await prerender({
      read: (file) => readFileSync(path.join(distDir, file), 'utf8'),
    });
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(distDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    return [...Object.keys(files), ...copyNewFiles(assets, outDir, distDir)];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? '.');
  const written = await prerenderApp(dir, { isHost: process.argv.includes('--host') });
  console.info(`prerendered ${path.basename(dir)}: ${written.length} files`);
}
