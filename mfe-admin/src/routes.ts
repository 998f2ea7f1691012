import type { ComponentType } from 'react';
import AdminPage from './exposes/Admin';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev frame). */
export const routes: { path: string; Page: ComponentType }[] = [
  { path: '/admin', Page: AdminPage },
];
