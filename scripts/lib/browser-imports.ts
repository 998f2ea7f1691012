// What the front ends' browser code imports from a package that Module Federation shares
// tree-shaken (packages/rspack-config): a name left out of the shared build is undefined at run
// time. Tests, test helpers and the build-time render run in Node with the whole package.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEnds, root } from './apps.mjs';

const NODE_ONLY = /\.test\.tsx?$|(^|[\\/])testing([\\/]|\.tsx?$)|(^|[\\/])prerender([\\/]|\.tsx?$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every browser source file of the front ends and the libraries they share. */
export function browserSources(): string[] {
  return [...frontEnds, 'packages/ui', 'packages/api-client']
    .flatMap((dir) => sourceFiles(path.join(root, dir, 'src')))
    .filter((file) => !NODE_ONLY.test(path.relative(root, file)));
}

/** The names `source` imports as values from `pkg` (`default` for a default import). */
export function valueImports(source: string, pkg: string): string[] {
  const from = `\\s+from\\s+'${pkg.replace(/[/.]/g, '\\$&')}'`;
  const pattern = new RegExp(
    `import\\s+(type\\s+)?([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?${from}`,
    'g',
  );
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, defaultName, named]) =>
    typeOnly
      ? []
      : [
          ...(defaultName ? ['default'] : []),
          ...(named ?? '')
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith('type '))
            .map((n) => n.split(/\s+as\s+/)[0]!),
        ],
  );
}

/** `file: name` for each value import of `pkg` that is not among `shared`. */
export function importsOutside(pkg: string, shared: readonly string[]): string[] {
  return browserSources().flatMap((file) =>
    valueImports(readFileSync(file, 'utf8'), pkg)
      .filter((name) => !shared.includes(name))
      .map((name) => `${path.relative(root, file)}: ${name}`),
  );
}
