// The queue console: Bull Board over the `emails` and `payment-events` queues, for the office's
// administrators (list jobs, see why one failed, retry it). It is served by the worker on a port of
// its own that nothing publishes:
//   QUEUE_CONSOLE_PORT      unset → no console (the default)
//   QUEUE_CONSOLE_HOST      bind address, 127.0.0.1 unless set (compose: see docs/operations.md)
//   QUEUE_CONSOLE_PASSWORD  required with a port, ≥ 16 characters: HTTP Basic, user `admin`
// Every request needs the password before anything else runs (any path, any spelling), a
// cross-site request is refused, and only reading and the job actions an administrator needs
// (retry, promote, clean, pause/resume) are allowed: no adding, editing, emptying or obliterating.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { EMAIL_QUEUE, PAYMENT_EVENTS_QUEUE } from '@ssc/contracts';
import { closeServer, type Logger } from '@ssc/service-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import Koa from 'koa';
import type { QueueConsoleConfig } from './queue-console-config';

export { loadQueueConsoleConfig, type QueueConsoleConfig } from './queue-console-config';

const CONSOLE_QUEUES = [EMAIL_QUEUE, PAYMENT_EVENTS_QUEUE] as const;
export const CONSOLE_USER = 'admin';
const BASE_PATH = '/queues';
const digest = (value: string) => createHash('sha256').update(value).digest();

/** HTTP Basic `admin:<password>`, compared in constant time. */
function isAdmin(header: string, password: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  const userOk = timingSafeEqual(digest(decoded.slice(0, colon)), digest(CONSOLE_USER));
  const passwordOk = timingSafeEqual(digest(decoded.slice(colon + 1)), digest(password));
  return userOk && passwordOk;
}

/** Mutations an administrator needs; everything else that is not a read is refused. */
const ALLOWED_CHANGES = [
  /^\/api\/queues\/[^/]+\/[^/]+\/(retry|promote|clean)$/,
  /^\/api\/queues\/[^/]+\/retry\/[a-z]+$/,
  /^\/api\/queues\/[^/]+\/(pause|resume)$/,
];

export interface RunningQueueConsole {
  url: string;
  close(): Promise<void>;
}

export async function startQueueConsole(options: {
  config: QueueConsoleConfig;
  redisUrl: string;
  logger: Logger;
}): Promise<RunningQueueConsole> {
  const { config, redisUrl, logger } = options;
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => {
    // The worker's own connection reports Redis outages; the console just shows no data meanwhile.
  });
  const queues = CONSOLE_QUEUES.map((name) => new Queue(name, { connection }));
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(BASE_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q, { readOnlyMode: false, allowRetries: true })),
    serverAdapter,
  });

  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!isAdmin(ctx.get('authorization'), config.password)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Basic realm="queues", charset="UTF-8"');
      ctx.body = { message: 'غير مصرح' };
      if (ctx.get('authorization'))
        logger.warn({ path: ctx.path }, 'queue console: wrong credentials');
      return;
    }
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') {
      // Browsers send Basic credentials on cross-site requests too: only the console's own pages.
      const origin = ctx.get('origin');
      const site = ctx.get('sec-fetch-site');
      // Koa 3's ctx.origin echoes the Origin header: compare with this server's own address.
      const own = `${ctx.protocol}://${ctx.host}`;
      if ((origin && origin !== own) || (site && site !== 'same-origin')) {
        ctx.status = 403;
        ctx.body = { message: 'cross-site request refused' };
        return;
      }
      const path = ctx.path.startsWith(BASE_PATH) ? ctx.path.slice(BASE_PATH.length) : '';
      if (method !== 'PUT' || !ALLOWED_CHANGES.some((rule) => rule.test(path))) {
        ctx.status = 403;
        ctx.body = { message: 'not allowed in this console' };
        return;
      }
      logger.info({ method, path }, 'queue console: job action');
    }
    await next();
  });
  app.use(serverAdapter.registerPlugin());

  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}${BASE_PATH}`;
  logger.info({ url: `http://${host}:${port}${BASE_PATH}` }, 'queue console listening');
  return {
    url,
    async close() {
      await closeServer(server, 2_000);
      await Promise.all(queues.map((q) => q.close()));
      connection.disconnect();
    },
  };
}
