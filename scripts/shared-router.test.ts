// react-router is shared tree-shaken to ROUTER_EXPORTS: a page importing anything else would get a
// router without it at run time. This test reads every front-end source file to keep that promise.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from '../packages/rspack-config/index.mjs';
import { frontEnds, root } from './lib/apps.mjs';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const dirs = [...frontEnds, 'packages/ui', 'packages/api-client'].map((d) =>
  path.join(root, d, 'src'),
);
const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g;

describe('the shared react-router', () => {
  it('is imported only with names it is shared with', () => {
    const unknown: string[] = [];
    for (const file of dirs.flatMap(sourceFiles)) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const names = match[1]!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]!);
        for (const name of names) {
          if (!ROUTER_EXPORTS.includes(name) && !/^[A-Z]\w*Props$/.test(name)) {
            unknown.push(`${path.relative(root, file)}: ${name}`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('finds the router imports it checks', () => {
    const files = dirs
      .flatMap(sourceFiles)
      .filter((f) => readFileSync(f, 'utf8').includes("from 'react-router'"));
    expect(files.length).toBeGreaterThan(5);
  });
});
