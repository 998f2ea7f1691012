import type { StandaloneRoute } from '@ssc/ui';
import DashboardPage from './exposes/Dashboard';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev frame). */
export const routes: StandaloneRoute[] = [{ path: '/dashboard', Page: DashboardPage }];
