import { fileURLToPath } from 'node:url';
import { defineService } from '@ssc/service-kit';
import * as schema from './db/schema';

/** The payment service: payment intents, providers and webhooks (routes to come). */
export const paymentService = defineService({
  name: 'payment',
  defaultPort: 4104,
  schema,
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes() {},
});
