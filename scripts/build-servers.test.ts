// The worker's bundle carries React's production build whatever NODE_ENV says (`npm start` sets
// none): its development build made each email's render several times dearer (issue 17.4).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { previewSamples } from '../services/worker/src/templates/samples';
import { serverBuilds, tempServerBuild } from './build-servers.mjs';

const worker = serverBuilds.find((build) => build.name === 'worker');
if (!worker) throw new Error('no worker build');
const temp = tempServerBuild(worker, 'test');
const { outdir } = temp;
afterAll(() => temp.remove());

/** The node_modules files esbuild put into a bundle (it names each in a comment). */
const bundledReactFiles = (bundle: string) =>
  [...bundle.matchAll(/^\/\/ .*node_modules\/((?:react|react-dom|scheduler)\/.*\.js)$/gm)].map(
    ([, file]) => file ?? '',
  );

/**
 * Each job rendered by `renderEmail` of the bundle in `dir`, in a Node process of its own as the
 * worker runs (the test runner's loader would lend the bundle a `require` that Node does not).
 */
function renderIn(dir: string, jobs: unknown[]): unknown[] {
  const script = `
    const { renderEmail } = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'render.js')).href)});
    const emails = [];
    for (const job of JSON.parse(process.argv[1])) {
      emails.push(await renderEmail(job, { siteName: 'سند للاستشارات' }));
    }
    process.stdout.write(JSON.stringify(emails));`;
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(jobs)],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

describe('the compiled worker', () => {
  it('bundles React in its production build only', { timeout: 60_000 }, async () => {
    const built = await temp.build();
    expect(built.externals).not.toContain('react');
    expect(built.externals).not.toContain('react-dom');
    const files = bundledReactFiles(readFileSync(path.join(outdir, 'main.js'), 'utf8'));
    expect(files).toContain('react-dom/cjs/react-dom-server.node.production.js');
    expect(files).toContain('react/cjs/react-jsx-runtime.production.js');
    expect(files.filter((file) => file.includes('development'))).toEqual([]);
  });

  it('renders every email as with React from node_modules', { timeout: 60_000 }, async () => {
    // The worker's own bundle options, with the templates' entry point instead of main; and the
    // same entry with React left to node_modules, where it picks its development build.
    const entries = { render: 'src/templates/render.ts' };
    await temp.build({ entries });
    const reference = path.join(outdir, 'reference');
    await temp.build({ outdir: reference, entries, productionReact: false });
    const jobs = previewSamples.map(({ job }) => job);
    const rendered = [renderIn(outdir, jobs), renderIn(reference, jobs)];
    expect(rendered[0]).toEqual(rendered[1]);
    expect(rendered[0]).toHaveLength(jobs.length);
    expect(rendered[0]?.[0]).toMatchObject({ html: expect.stringContaining('<!DOCTYPE html') });
  });
});
