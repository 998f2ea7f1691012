// Within a remote, each `src/features/<name>` folder is one feature a team can change alone: it may
// use its own files, the remote's `src/components` and `src/lib`, and packages, never another
// feature. Pages are put together in the exposed route modules (`src/exposes`). This test reads
// every import of every feature file (tests included) and names each one that crosses over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontEnds, root } from './lib/apps.mjs';

const remotes = frontEnds.filter((app) => app !== 'shell');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

// Static imports and re-exports (`import x from`, `import 'x'`, `export … from`), dynamic
// `import('…')`, and the specifiers tests hand to `vi.mock` / `vi.importActual`.
const specifierPatterns = [
  /\b(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.(?:mock|doMock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*['"]([^'"]+)['"]/g,
];

function importSpecifiers(source: string): string[] {
  return specifierPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1]!),
  );
}

/** The feature a path belongs to, or undefined outside `<remote>/src/features/`. */
function featureOf(featuresDir: string, file: string): string | undefined {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : undefined;
}

function crossFeatureImports(remote: string): string[] {
  const featuresDir = path.join(root, remote, 'src', 'features');
  if (!existsSync(featuresDir)) return [];
  const violations: string[] = [];
  for (const file of sourceFiles(featuresDir)) {
    const own = featureOf(featuresDir, file);
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = featureOf(featuresDir, path.resolve(path.dirname(file), specifier));
      if (target !== undefined && target !== own) {
        violations.push(`${path.relative(root, file)} imports '${specifier}' (feature ${target})`);
      }
    }
  }
  return violations;
}

describe('feature boundaries in the remotes', () => {
  it.each(remotes)('%s: no feature imports another feature', (remote) => {
    expect(crossFeatureImports(remote)).toEqual([]);
  });

  it('reads every kind of import a feature can write', () => {
    const source = [
      "import { a } from '../a/x';",
      "import type { B } from '../b/y';",
      "import '../c/side-effect';",
      "export { d } from '../d/z';",
      "const e = await import('../e/lazy');",
      "vi.mock('../f/mocked', () => ({}));",
      'import {\n  g,\n  h,\n} from "../g/multi";',
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual([
      '../a/x',
      '../b/y',
      '../c/side-effect',
      '../d/z',
      '../e/lazy',
      '../f/mocked',
      '../g/multi',
    ]);
  });

  it('finds the features it checks', () => {
    const featureFiles = remotes
      .map((remote) => path.join(root, remote, 'src', 'features'))
      .filter(existsSync)
      .flatMap(sourceFiles);
    expect(featureFiles.length).toBeGreaterThan(50);
  });
});
