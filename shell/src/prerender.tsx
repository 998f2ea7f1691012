// The shell's first view, rendered at build time (`@ssc/rspack-config/prerender`): the fonts go
// into index.html's <head> (their files into dist), the frame (header while the session loads,
// footer) into its body with the page slot inside <main>, and the static public paths are listed
// so that the gateway knows which remote page fills it.
// The footer is a deferred part: its markup stands in for it until its code has loaded.
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { FirstViewSlot, renderFirstView } from '@ssc/ui/prerender';
import { Route, Routes } from 'react-router';
import { fontHead } from './fonts';
import { Footer } from './layout/Footer';
import { FOOTER_PART, Layout } from './layout/Layout';
import { REMOTE_NAMES, type RemoteName } from './remotes/federation';
import { ROUTES } from './routes/routeTable';

const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

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
  for (const marker of [EMPTY_ROOT, HEAD_END]) {
    if (!index.includes(marker)) throw new Error(`index.html has no ${marker}`);
  }
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
    'index.html': index
      .replace(HEAD_END, () => `${fontHead()}${HEAD_END}`)
      .replace(EMPTY_ROOT, () => root),
    [FIRST_VIEW.routesFile]: `${JSON.stringify(firstViewRoutes(), null, 2)}\n`,
  };
}
