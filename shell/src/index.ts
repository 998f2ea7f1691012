import { afterFirstPaint } from './firstPaint';
import { preloadCurrentRemote } from './remotes/earlyPreload';
import { matchesRoute } from './remotes/routeMatch';
import { ROUTES } from './routes/routeTable';

// A built document gets its fonts from the build-time render (fonts.ts); a production build drops
// this branch, and with it every CSS module (whose loading runtime would be 0.4 KB of every page).
if (process.env.NODE_ENV !== 'production') import('./devFonts');

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
