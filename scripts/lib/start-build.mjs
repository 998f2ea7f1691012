// `npm start` runs each process from an esbuild bundle of its sources (scripts/build-servers.mjs,
// the image's build), written under `<workspace>/dist/start-<gateway port>/` so that systems
// started side by side (E2E, bench, a developer's) never read a bundle another one is rewriting.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './apps.mjs';

/**
 * The bundles built in a short-lived child process (`node start-build.mjs <port>`, printing the
 * map as JSON): esbuild's JavaScript side and the build's garbage would otherwise stay in
 * `npm start`'s own heap for as long as the system runs (~8 MB resident).
 */
export function compiledServersInChild(gatewayPort) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(gatewayPort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const lines = (child.stdout ?? '').trim().split('\n');
  try {
    return new Map(Object.entries(JSON.parse(lines.at(-1) ?? '{}')));
  } catch {
    console.warn('[start] running the TypeScript sources through tsx: the bundles were not built');
    return new Map();
  }
}

/** `<dir>/<source entry>` → the bundle to run; empty when compiling failed (tsx runs the sources). */
export async function compiledServers(gatewayPort) {
  const compiled = new Map();
  try {
    const { buildServer, serverBuilds } = await import('../build-servers.mjs');
    const builds = [
      ...serverBuilds,
      // The embedded PostgreSQL server, which `npm start` itself starts before the services.
      {
        name: 'postgres',
        dir: 'packages/service-kit',
        entries: { 'embedded-postgres': 'src/db/embedded-postgres.ts' },
      },
    ];
    await Promise.all(
      builds.map(async (server) => {
        const outdir = path.join(root, server.dir, 'dist', `start-${gatewayPort}`);
        rmSync(outdir, { recursive: true, force: true });
        await buildServer({ ...server, outdir });
        for (const [out, entry] of Object.entries(server.entries)) {
          compiled.set(`${server.dir}/${entry}`, path.join(outdir, `${out}.js`));
        }
      }),
    );
  } catch (error) {
    console.warn(`[start] running the TypeScript sources through tsx: ${error.message}`);
    compiled.clear();
  } finally {
    // esbuild's service process would otherwise stay resident for as long as the system runs.
    await import('esbuild').then((esbuild) => esbuild.stop()).catch(() => {});
  }
  return compiled;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const compiled = await compiledServers(Number(process.argv[2]));
  process.stdout.write(`${JSON.stringify(Object.fromEntries(compiled))}\n`);
}
