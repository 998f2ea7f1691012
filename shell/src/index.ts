// The fonts' CSS belongs to the entry: the build inlines it into index.html (see prerender.tsx),
// so the first view paints in Cairo instead of changing font (and size) when the scripts arrive.
import './fonts';
import { afterFirstPaint } from './firstPaint';
import { preloadCurrentRemote } from './remotes/earlyPreload';
import { matchesRoute } from './remotes/routeMatch';
import { ROUTES } from './routes/routeTable';

afterFirstPaint(() => {
  preloadCurrentRemote(ROUTES);
  // The page's query library with the shell's own chunks, not once React has rendered the route
  // (issue 17.5: it no longer comes with the app frame). The landing page has no use for it.
  const route = ROUTES.find((r) => matchesRoute(r.path, window.location.pathname));
  if (route && route.dataCache !== false) {
    import('@ssc/ui').then((ui) => ui.loadQueryLayer()).catch(() => undefined);
  }
  // Async boundary: Module Federation negotiates shared singletons before bootstrap evaluates.
  import('./bootstrap');
});
