import type { StandaloneRoute } from '@ssc/ui';
import AdminPage from './exposes/Admin';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev frame). */
export const routes: StandaloneRoute[] = [{ path: '/admin', Page: AdminPage }];
