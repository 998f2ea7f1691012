import type { ComponentType } from 'react';
import DashboardPage from './exposes/Dashboard';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev frame). */
export const routes: { path: string; Page: ComponentType }[] = [
  { path: '/dashboard', Page: DashboardPage },
];
