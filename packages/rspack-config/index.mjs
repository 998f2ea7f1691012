// The one rspack configuration of the five front ends (shell + remotes), so that the
// Module Federation sharing rules and the output naming contract live in a single place.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

/** Third-party packages that must exist once per page: two Reacts or two routers break hooks and context. */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
];

/**
 * Packages shared only by the apps that declare them. The Radix tabs of `@ssc/ui/tabs` are shared
 * by the booking, dashboard and admin remotes (fetched once per visit, and kept out of their route
 * chunks: the test-upload page is the booking form plus tabs). The shell and mfe-public do not
 * declare them: a shared entry costs bytes in every remote entry, and mfe-public's is loaded by the
 * landing page, whose budget is full; its auth page bundles its own copy.
 */
const SHARED_WHEN_DECLARED = ['@radix-ui/react-tabs'];

/** Workspace libraries: shared so that stores (session, toasts) and contexts are one instance. */
const SHARED_WORKSPACE_PACKAGES = ['@ssc/ui', '@ssc/api-client', '@ssc/contracts'];
const WORKSPACE_VERSION = '0.1.0';

/**
 * react-router is shared tree-shaken to these exports (about 14 KB gzip instead of 60 KB for the
 * whole package, which alone broke the landing-page budget). Every app must import only these, and
 * only from 'react-router': `scripts/shared-router.test.ts` and biome's import rule enforce it. A
 * new export is added here, and then all apps are rebuilt together. Tests and the build-time render
 * run in Node with the whole package (`MemoryRouter` is theirs). Without `MemoryRouter` and
 * `Navigate` (one page's redirect, `useNavigate` in an effect): 0.6 KB gzip less on every page.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

/**
 * TanStack Query is shared tree-shaken the same way (10.5 KB gzip instead of 13.3 KB on every page:
 * no hydration, infinite or suspense queries). Import only these names from '@tanstack/react-query'
 * (type imports are free); `scripts/shared-query.test.ts` checks every front-end source. A page
 * that needs another one adds it here, and all apps are rebuilt together.
 */
export const QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'keepPreviousData',
  'useMutation',
  'useQuery',
  'useQueryClient',
];

/**
 * styled-components is shared tree-shaken the same way (1.0 KB gzip less on every page, its
 * shared-module bookkeeping counted): the browser never renders on a server (`ServerStyleSheet`)
 * nor sets a `StyleSheetManager`, which only the build-time render (Node, the whole package) uses.
 * `default` is `styled`; `scripts/shared-styled.test.ts` checks every front-end source.
 */
export const STYLED_EXPORTS = ['default', 'ThemeProvider', 'createGlobalStyle', 'css', 'keyframes'];

const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

const DEV_API_TARGET = 'http://127.0.0.1:8080';

// The document title and description before the app sets its own (the gateway-configured
// SITE_NAME replaces the name at run time).
const SITE_NAME = 'سند للاستشارات';
const SITE_DESCRIPTION =
  'استشارات متخصصة في قضايا الضمان الاجتماعي في الأردن: حساب المنشأة، إصابات العمل، التقاعد، تعديل الرواتب والاشتراك الاختياري.';

/**
 * The MF runtime is published as CommonJS (`.cjs`) and ES modules (`.js`) side by side, and the
 * plugin wires in the CommonJS build, which rspack cannot tree-shake: every page shipped all of
 * the runtime twice (shell and remote entry), flags like `disableRemote` had no effect. This points
 * the bundle at the ES build of the same version, so only what a container uses is kept.
 */
const MF_RUNTIME_ESM = path.join(
  path.dirname(
    require.resolve('@module-federation/runtime/package.json', { paths: [process.cwd()] }),
  ),
  'dist',
  'index.js',
);

function useEsmFederationRuntime() {
  return new rspack.NormalModuleReplacementPlugin(
    /^@module-federation\/runtime$|[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/,
    (resolveData) => {
      resolveData.request =
        resolveData.request === '@module-federation/runtime'
          ? MF_RUNTIME_ESM
          : resolveData.request.replace(/\.cjs$/, '.js');
    },
  );
}

/**
 * stylis's vendor prefixer is 1.2 KB gzip of every page (styled-components bundles it whether or
 * not prefixing is on) and never runs here: styled-components prefixes only under
 * `<StyleSheetManager enableVendorPrefixes>`, which no app uses, the browsers they target
 * (swc's `targets` below) needing no prefixes. A module that throws stands in for it.
 */
function dropVendorPrefixer() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\/(src\/)?Prefixer\.js$/, (resolveData) => {
    if (/[\\/]node_modules[\\/]stylis[\\/]/.test(resolveData.context)) {
      resolveData.request = path.join(import.meta.dirname, 'stylis-without-prefixer.mjs');
    }
  });
}

/**
 * lucide-react's icon base (`createLucideIcon` with its `Icon` and helpers, 1.4 KB gzip) is in every
 * app that draws an icon: the shell's header and the landing page's hero each shipped a copy to the
 * same page. Shared by its file (each icon imports it by a relative path), the page loads it once.
 * The icons themselves stay in each app's chunks: shared, a page would load every app's icons.
 *
 * @param {string} dir the app's directory
 */
function sharedIconBase(dir) {
  const lucide = path.dirname(require.resolve('lucide-react/package.json', { paths: [dir] }));
  const { version } = JSON.parse(readFileSync(path.join(lucide, 'package.json'), 'utf8'));
  return {
    [path.join(lucide, 'dist', 'esm', 'createLucideIcon.mjs')]: {
      shareKey: 'lucide-react/createLucideIcon',
      singleton: true,
      requiredVersion: false,
      version,
    },
  };
}

/**
 * @param {string} dir the app's directory (holds package.json and src/)
 * @returns {Record<string, object>} the MF `shared` map
 */
export function createSharedConfig(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: deps[name] ?? false };
  }
  shared['react-router'].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  shared['styled-components'].treeShaking = { mode: 'runtime-infer', usedExports: STYLED_EXPORTS };
  shared['@tanstack/react-query'].treeShaking = {
    mode: 'runtime-infer',
    usedExports: QUERY_EXPORTS,
  };
  for (const name of SHARED_WHEN_DECLARED) {
    if (deps[name]) shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  if (deps['lucide-react']) Object.assign(shared, sharedIconBase(dir));
  for (const name of SHARED_WORKSPACE_PACKAGES) {
    shared[name] = { singleton: true, version: WORKSPACE_VERSION, requiredVersion: false };
  }
  return shared;
}

/**
 * How sources and assets are compiled; the same for the browser build and the build-time render
 * (`prerender.mjs`), so both name every asset file alike.
 *
 * @param {boolean} production
 */
export function moduleRules(production) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !production, refresh: false },
          },
        },
        env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' },
      },
      type: 'javascript/auto',
    },
    // @fontsource's CSS, in the shell's development builds only (its fonts are written into the
    // built document at build time: no app's production build has CSS).
    { test: /\.css$/, type: 'css/auto' },
    {
      test: /\.(woff2?|ttf|eot|otf|png|jpe?g|gif|webp|avif|svg|ico)$/i,
      type: 'asset/resource',
      generator: { filename: ASSET_FILENAME },
    },
  ];
}

/**
 * Production maps without the sources (issue 37 row 12: 191 public maps carried every source file,
 * the admin remote's included). The gateway serves everything in dist/, so `hidden-source-map`
 * would still publish full sources (only the comment pointing at them goes); `nosources` keeps the
 * mappings, so a stack trace from a visitor's browser still names the original file and line.
 */
export const PRODUCTION_DEVTOOL = 'nosources-source-map';

/**
 * Builds the rspack config of one app.
 *
 * @param {object} options
 * @param {string} options.name MF container name (`shell`, `mfe_public`, ...)
 * @param {string} options.dir absolute directory of the app (use `import.meta.dirname`)
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] exposed modules (remotes only)
 * @param {boolean} [options.isHost] true for the shell
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig({ name, dir, port, exposes, isHost = false }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production');
    const production = mode === 'production';

    return {
      mode,
      context: dir,
      // Only `import('./bootstrap')`: the async boundary lets MF negotiate shared modules
      // before React is evaluated (else "Shared module is not available for eager consumption").
      entry: { main: './src/index.ts' },
      // No eval-based maps in dev: the gateway's CSP (no 'unsafe-eval') also guards a dev remote
      // loaded into the real shell.
      devtool: production ? PRODUCTION_DEVTOOL : 'cheap-module-source-map',
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      output: {
        path: path.join(dir, 'dist'),
        // The shell is always served at the site root; remotes may be deployed anywhere, so
        // their chunks resolve relative to wherever remoteEntry.js was loaded from.
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: ASSET_FILENAME,
        uniqueName: name,
        clean: true,
      },
      module: { rules: moduleRules(production) },
      plugins: [
        new rspack.HtmlRspackPlugin({
          // One document for all five apps: the shell's, and each remote's standalone dev page.
          template: path.join(import.meta.dirname, 'document.ejs'),
          templateParameters: {
            title: isHost ? SITE_NAME : `${name} — تطوير`,
            description: SITE_DESCRIPTION,
          },
          scriptLoading: 'defer',
          // The gateway replaces the app-config placeholder by exact text match: keep it verbatim.
          minify: false,
        }),
        useEsmFederationRuntime(),
        dropVendorPrefixer(),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
          // Remotes are registered at runtime from the gateway-provided config, never here.
          remotes: {},
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: createSharedConfig(dir),
          // Production remotes borrow the shell's MF runtime instead of shipping a second copy
          // (~17 KB gzip per page). A development build keeps its own so that the remote runs
          // standalone; it cannot join the production shell (the two runtimes clash), which is
          // why `npm run dev:in-shell` serves a production build. `target: 'web'` drops the
          // runtime's Node.js code paths from every bundle; a remote loads no other remote, so its
          // entry drops the remote-loading code (`disableRemote`).
          experiments: {
            optimization: { target: 'web', disableRemote: !isHost },
            ...(production
              ? isHost
                ? { provideExternalRuntime: true }
                : { externalRuntime: true }
              : {}),
          },
        }),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        proxy: [{ context: ['/api'], target: DEV_API_TARGET, changeOrigin: false }],
        // The shell (another port) fetches the remotes' manifests and chunks in dev.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}
