import { fileURLToPath } from 'node:url';
import { defineService } from '@ssc/service-kit';
import * as schema from './db/schema';

/** The booking service: appointments, slots, documents, service requests (routes to come). */
export const bookingService = defineService({
  name: 'booking',
  defaultPort: 4103,
  schema,
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes() {},
});
