// Type-checks every workspace that has a tsconfig, two at a time (the CI machine has two cores).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eachLimited, runNode } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// scripts/ is not a workspace but holds the repository-level tests.
const projects = [...workspaces, 'scripts'].filter((w) =>
  existsSync(path.join(root, w, 'tsconfig.json')),
);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;

await eachLimited(projects, async (project) => {
  const { code, output } = await runNode([tsc, '--noEmit', '-p', project], { cwd: root });
  if (code === 0) {
    console.info(`typecheck ok   ${project}`);
  } else {
    failed++;
    console.error(`typecheck FAIL ${project}\n${output}`);
  }
});
if (failed) {
  console.error(`${failed} workspace(s) failed the type check`);
  process.exit(1);
}
