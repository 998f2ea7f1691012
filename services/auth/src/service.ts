import { fileURLToPath } from 'node:url';
import { defineService } from '@ssc/service-kit';
import { sessionRoutes } from './accounts/session-routes';
import * as schema from './db/schema';

/** The auth service: users, sessions, password reset, admin bootstrap. */
export const authService = defineService({
  name: 'auth',
  defaultPort: 4101,
  schema,
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes(router, { docs }) {
    sessionRoutes(router, docs);
  },
});
