// The fonts' CSS belongs to the entry: the build inlines it into index.html (see prerender.tsx),
// so the first view paints in Cairo instead of changing font (and size) when the scripts arrive.
import './fonts';
import { afterFirstPaint } from './firstPaint';
import { preloadCurrentRemote } from './remotes/earlyPreload';
import { ROUTES } from './routes/routeTable';

afterFirstPaint(() => {
  preloadCurrentRemote(ROUTES);
  // Async boundary: Module Federation negotiates shared singletons before bootstrap evaluates.
  import('./bootstrap');
});
