// Compiles the gateway, every service and the worker to JavaScript for the image (`npm run
// build:servers`; the Dockerfile's build stage runs it): one esbuild bundle per process,
// `<dir>/dist/main.js`, run with `node dist/main.js` in the workspace (no tsx at run time).
//
// - The workspace packages (@ssc/contracts, @ssc/service-kit) are TypeScript sources with
//   extension-less imports, which Node cannot load: they are bundled in.
// - Every other package stays an import of node_modules (native addons such as @node-rs/argon2,
//   pg, bullmq…): the image installs them with `npm ci --omit=dev`. The build fails when a bundle
//   imports a package that is not a production dependency of its workspace (or of a workspace
//   package it uses), since the image would not have it.
// - `import.meta.url` keeps meaning the source file's place (services find `../drizzle`, the
//   gateway its web root two levels up), so paths derived from it are those of `npm start`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { processes, root } from './lib/apps.mjs';

/** Each process's entry points: `src/<name>.ts` → `dist/<out>.js`. */
export const serverBuilds = [
  ...processes.map((p) => ({ name: p.name, dir: p.dir })),
  { name: 'gateway', dir: 'gateway' },
].map((p) => ({
  ...p,
  entries:
    p.name === 'auth'
      ? { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts' }
      : { main: 'src/main.ts' },
  // The worker renders every email with React. Bundled in, React is always its production build:
  // `npm start` sets no NODE_ENV, and React's development build (owner stacks, prop checks) was a
  // third of the worker's profile; without it the worker spends about half the CPU per email
  // (issue 17.4). Tests render the templates with the development build and its warnings.
  productionReact: p.name === 'worker',
}));

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const workspaceDirs = readJson(path.join(root, 'package.json')).workspaces;
const workspaces = new Map(
  workspaceDirs.map((dir) => {
    const pkg = readJson(path.join(root, dir, 'package.json'));
    return [pkg.name, { dir, pkg }];
  }),
);

/** Production dependencies a workspace may import at run time: its own and its @ssc packages'. */
function productionDependencies(pkg, seen = new Set()) {
  const names = new Set();
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    const workspace = workspaces.get(dep);
    if (!workspace) names.add(dep);
    else if (!seen.has(dep)) {
      seen.add(dep);
      for (const inner of productionDependencies(workspace.pkg, seen)) names.add(inner);
    }
  }
  return names;
}

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const builtins = new Set(builtinModules);

/**
 * Bare imports: workspace packages (and those `bundled` matches) are bundled, everything else comes
 * from node_modules.
 */
const externalPackages = (bundled) => ({
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      if (workspaces.has(packageName(args.path)) || bundled?.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
});

/** React and the email components, bundled in with React's production build chosen at build time. */
const REACT_PACKAGE = /^(react|react-dom|scheduler|@react-email\/[^/]+)(\/|$)/;
const REACT_SOURCE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.js$/;
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";
const productionReact = {
  name: 'production-react',
  setup(build) {
    // React's entry files pick the build from process.env.NODE_ENV at run time; fixed here, the
    // development files are never required (and esbuild drops the dead branch).
    build.onLoad({ filter: REACT_SOURCE }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('process.env.NODE_ENV', '"production"'),
      loader: 'js',
    }));
  },
};

/** `import.meta.url` of a source file → the URL that file would have, seen from the bundle. */
function sourceFileUrls(outdir) {
  return {
    name: 'source-file-urls',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

function reachableFrom(dir, pkg) {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', pkg, 'package.json'))) return true;
    if (at === path.dirname(at)) return false;
  }
}

export async function buildServer({ name, dir, entries, outdir: out, productionReact: react }) {
  const cwd = path.join(root, dir);
  const outdir = out ?? path.join(cwd, 'dist');
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([out, entry]) => [out, path.join(cwd, entry)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The image runs Node 24; the repo's own checks run the same bundles on Node 20.
    target: 'node20',
    sourcemap: 'linked',
    jsx: 'automatic',
    tsconfig: path.join(cwd, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
    // React's CommonJS files, bundled into this ES module, require Node's built-ins: esbuild's
    // `require` shim needs a real one.
    ...(react ? { banner: { js: REQUIRE_BANNER } } : {}),
    plugins: [
      ...(react ? [productionReact] : []),
      externalPackages(react ? REACT_PACKAGE : undefined),
      sourceFileUrls(outdir),
    ],
  });
  const allowed = productionDependencies(readJson(path.join(cwd, 'package.json')));
  const imported = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imp of output.imports) {
      if (imp.external && !imp.path.startsWith('node:') && !builtins.has(imp.path)) {
        imported.add(packageName(imp.path));
      }
    }
  }
  const missing = [...imported].filter((p) => !allowed.has(p));
  if (missing.length) {
    throw new Error(
      `${name}: the bundle imports ${missing.join(', ')}, not production dependencies of ${dir} ` +
        '(the image installs only those): move them to "dependencies"',
    );
  }
  // Node looks for a bare import in node_modules beside the bundle and above it, not in the
  // node_modules of the workspace package that was bundled in (npm may nest a dependency there).
  const unreachable = [...imported].filter((p) => !reachableFrom(outdir, p));
  if (unreachable.length) {
    throw new Error(
      `${name}: ${unreachable.join(', ')} cannot be found from ${dir}/dist (installed only inside ` +
        'another workspace): add them to the "dependencies" of ' +
        dir,
    );
  }
  return { name, outdir, externals: [...imported].sort() };
}

/**
 * A fresh folder `<dir>/dist/<prefix>-XXXXXX` to build `build` into without touching its
 * `dist/main.js` (a test, a probe). Inside the workspace, so that the external packages the build
 * checks for resolve from there as they do from `dist`. `build(changes)` builds with `changes` laid
 * over `build` (another entry, another outdir inside this one…); `remove()` deletes the folder.
 */
export function tempServerBuild(build, prefix) {
  const dist = path.join(root, build.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  const outdir = mkdtempSync(path.join(dist, `${prefix}-`));
  return {
    outdir,
    build: (changes = {}) => buildServer({ ...build, outdir, ...changes }),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  for (const server of serverBuilds) {
    const built = await buildServer(server);
    console.info(`built ${server.dir}/dist (${built.externals.length} packages external)`);
  }
  console.info(`servers built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
