// Builds the front ends with rspack. `--if-stale` builds only apps whose dist is missing or older
// than their sources (what `npm start` uses); without it every app is rebuilt.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontEnds, root } from './lib/apps.mjs';

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

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    const child = spawn(process.execPath, [rspack, 'build'], {
      cwd: path.join(root, app),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      if (code === 0) {
        console.info(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`rspack build failed for ${app}`));
      }
    });
  });
}

const onlyStale = process.argv.includes('--if-stale');
const todo = frontEnds.filter((app) => !onlyStale || isStale(app));
if (todo.length === 0) {
  console.info('front ends are up to date');
} else {
  console.info(`building ${todo.join(', ')}`);
  // Two at a time: rspack is multi-threaded and the target machines have two cores.
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  try {
    await Promise.all([worker(), worker()]);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
