// `npm start` runs each process from an esbuild bundle of its sources (scripts/build-servers.mjs,
// the image's build), written under `<workspace>/dist/start-<gateway port>/` so that systems
// started side by side (E2E, bench, a developer's) never read a bundle another one is rewriting.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

/** `<dir>/<source entry>` → the bundle to run; empty when compiling failed (tsx runs the sources). */
export async function compiledServers(gatewayPort) {
  const compiled = new Map();
  try {
    const { buildServer, serverBuilds } = await import('../build-servers.mjs');
    const builds = [
      ...serverBuilds,
      // The embedded PostgreSQL server's own process (started before the services).
      {
        name: 'postgres',
        dir: 'packages/service-kit',
        entries: { main: 'src/db/embedded-main.ts' },
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
