// The shell's first view, rendered at build time (`@ssc/rspack-config/prerender`): the frame
// (header while the session loads, footer) goes into index.html with the page slot inside <main>,
// and the static public paths are listed so that the gateway knows which remote page fills it.
// The footer is a deferred part: its markup stands in for it until its code has loaded.
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { FirstViewSlot, renderFirstView } from '@ssc/ui/prerender';
import { Route, Routes } from 'react-router';
import { Footer } from './layout/Footer';
import { FOOTER_PART, Layout } from './layout/Layout';
import { REMOTE_NAMES, type RemoteName } from './remotes/federation';
import { ROUTES } from './routes/routeTable';

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_STYLESHEET = /<link href="\/([^"]+\.css)" rel="stylesheet">/g;
const WOFF2 = /url\((\/[^)]+\.woff2)\)/g;
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\//g;

/**
 * The entry's CSS (the fonts) inlined, with a preload of each woff2 file, so the first view paints
 * in Cairo without a stylesheet request first. `font-display: fallback` instead of `swap`: text
 * waits up to 100 ms for the preloaded font rather than showing in another font and changing size
 * when Cairo arrives (the page's text would then grow after the first paint); on a slow link it
 * shows in the fallback font after those 100 ms, as before.
 */
function inlineEntryStyles(index: string, dist: { read(file: string): string }): string {
  return index.replace(ENTRY_STYLESHEET, (_, file: string) => {
    const css = dist
      .read(file)
      .replace(SOURCE_MAP_COMMENT, '')
      .replaceAll('font-display:swap', 'font-display:fallback');
    const preloads = [...css.matchAll(WOFF2)].map(
      ([, href]) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    );
    return `${preloads.join('')}<style>${css}</style>`;
  });
}

/** Paths any visitor sees the same way: no parameters, no session. */
export function firstViewRoutes() {
  const routes: Record<string, { remote: string; module: string; expose: string }> = {};
  for (const { path, module, requiresSession } of ROUTES) {
    if (requiresSession || path.includes(':')) continue;
    const [container, expose] = module.split('/') as [RemoteName, string];
    routes[path] = { remote: REMOTE_NAMES[container], module, expose };
  }
  return routes;
}

export async function prerender(dist: { read(file: string): string }) {
  const index = dist.read('index.html');
  if (!index.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const frame = renderFirstView(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<FirstViewSlot />} />
      </Route>
    </Routes>,
    { globalStyle: true, parts: { [FOOTER_PART]: <Footer /> } },
  );
  if (!frame.html.includes(FIRST_VIEW.pageSlot)) throw new Error('the frame has no page slot');
  // Inside #root, so React's first render replaces the markup and its styles together.
  const root = `<div id="root"><style>${frame.css}</style>${frame.html}</div>`;
  return {
    'index.html': inlineEntryStyles(index, dist).replace(EMPTY_ROOT, () => root),
    [FIRST_VIEW.routesFile]: `${JSON.stringify(firstViewRoutes(), null, 2)}\n`,
  };
}
