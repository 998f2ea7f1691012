// Builds the front ends with rspack. `--if-stale` builds only apps whose dist is missing or older
// than their sources (what `npm start` uses); without it every app is rebuilt.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontEnds, root } from './lib/apps.mjs';
import { eachLimited, runNode } from './lib/run.mjs';

const sharedSources = [
  'packages/ui/src',
  'packages/api-client/src',
  'packages/contracts/src',
  'packages/rspack-config',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(app) {
  const stamp = path.join(root, app, 'dist', 'index.html');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = [
    `${app}/src`,
    `${app}/rspack.config.mjs`,
    `${app}/package.json`,
    ...sharedSources,
  ];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

const prerender = path.join(root, 'packages', 'rspack-config', 'prerender.mjs');

/** How a child process ended: its exit code, or the signal that stopped it. */
const ending = ({ code, signal }) => (signal ? `was stopped by ${signal}` : `exited with ${code}`);

async function build(app) {
  const started = Date.now();
  const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const runRspack = () =>
    runNode([rspack, 'build'], {
      cwd: path.join(root, app),
      env: { ...process.env, NODE_ENV: 'production' },
    });
  let result = await runRspack();
  if (result.code !== 0) {
    // Once, in a CI run, rspack printed "compiled successfully" and still ended in failure, and the
    // same build passed when run again: one more try, said out loud, before failing the build.
    console.error(result.output);
    console.error(`rspack build of ${app} ${ending(result)}; trying once more`);
    result = await runRspack();
  }
  if (result.code !== 0) {
    console.error(result.output);
    throw new Error(`rspack build failed for ${app} (${ending(result)})`);
  }
  // The first view (HTML painted before any script) of apps that have one: the shell's frame,
  // the public pages. Rendered by the app's own code, after its browser build (same asset names).
  const first = await runNode([prerender, app, ...(app === 'shell' ? ['--host'] : [])], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (first.code !== 0) {
    console.error(first.output);
    throw new Error(`first-view render failed for ${app}`);
  }
  console.info(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const onlyStale = process.argv.includes('--if-stale');
const todo = frontEnds.filter((app) => !onlyStale || isStale(app));
if (todo.length === 0) {
  console.info('front ends are up to date');
} else {
  console.info(`building ${todo.join(', ')}`);
  try {
    await eachLimited(todo, build);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
