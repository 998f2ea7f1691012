import { preloadCurrentRemote } from './remotes/earlyPreload';
import { ROUTES } from './routes/routeTable';

preloadCurrentRemote(ROUTES);

// Async boundary: Module Federation negotiates shared singletons before bootstrap evaluates.
import('./bootstrap');
