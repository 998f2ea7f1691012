import { fileURLToPath } from 'node:url';

/** drizzle-kit's output folder (`npm run db:generate -w @ssc/auth-service`), applied at start. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
