// TanStack Query is shared tree-shaken to QUERY_EXPORTS (packages/rspack-config): a page importing
// any other name would get `undefined` at run time. This test reads every front-end source file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_EXPORTS } from '../packages/rspack-config/index.mjs';
import { frontEnds, root } from './lib/apps.mjs';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests run in Node with the whole package, not through the shared module.
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const dirs = [...frontEnds, 'packages/ui', 'packages/api-client'].map((d) =>
  path.join(root, d, 'src'),
);
const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@tanstack\/react-query'/g;

function valueImports(source: string): string[] {
  return [...source.matchAll(importPattern)].flatMap((match) =>
    match[1]
      ? []
      : match[2]!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]!),
  );
}

describe('the shared TanStack Query', () => {
  it('is imported only with names it is shared with', () => {
    const unknown: string[] = [];
    for (const file of dirs.flatMap(sourceFiles)) {
      for (const name of valueImports(readFileSync(file, 'utf8'))) {
        if (!QUERY_EXPORTS.includes(name)) unknown.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('reads value imports and skips type-only ones', () => {
    expect(
      valueImports(
        "import { type QueryClient, useQuery as q } from '@tanstack/react-query';\n" +
          "import type { QueryFunction } from '@tanstack/react-query';",
      ),
    ).toEqual(['useQuery']);
  });

  it('finds the query imports it checks', () => {
    const files = dirs
      .flatMap(sourceFiles)
      .filter((f) => readFileSync(f, 'utf8').includes("from '@tanstack/react-query'"));
    expect(files.length).toBeGreaterThan(3);
  });
});
