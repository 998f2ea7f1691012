// Type-checks every workspace that has a tsconfig, two at a time (the CI machine has two cores).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// scripts/ is not a workspace but holds the repository-level tests.
const queue = [...workspaces, 'scripts'].filter((w) =>
  existsSync(path.join(root, w, 'tsconfig.json')),
);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;

function run(ws) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', ws], {
      cwd: root,
      stdio: 'pipe',
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      if (code === 0) console.info(`typecheck ok   ${ws}`);
      else {
        failed++;
        console.error(`typecheck FAIL ${ws}\n${out}`);
      }
      resolve();
    });
  });
}

async function worker() {
  for (let ws = queue.shift(); ws; ws = queue.shift()) await run(ws);
}
await Promise.all([worker(), worker()]);
if (failed) {
  console.error(`${failed} workspace(s) failed the type check`);
  process.exit(1);
}
