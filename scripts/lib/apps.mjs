// The processes and front ends that make up the system, in one place for start, build, bench and e2e.
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Front-end apps built by rspack; the shell is the host, the others are remotes. */
export const frontEnds = ['shell', 'mfe-public', 'mfe-booking', 'mfe-dashboard', 'mfe-admin'];

/** Back-end processes, started in this order; `offset` is added to SERVICE_PORT_BASE. */
export const processes = [
  { name: 'auth', dir: 'services/auth', offset: 1, urlEnv: 'AUTH_URL' },
  { name: 'content', dir: 'services/content', offset: 2, urlEnv: 'CONTENT_URL' },
  { name: 'booking', dir: 'services/booking', offset: 3, urlEnv: 'BOOKING_URL' },
  { name: 'payment', dir: 'services/payment', offset: 4, urlEnv: 'PAYMENT_URL' },
  { name: 'worker', dir: 'services/worker', offset: 5, urlEnv: 'WORKER_URL' },
];

/** Environment for every process of one running system. */
export function systemEnv(env = process.env) {
  const base = Number(env.SERVICE_PORT_BASE ?? 4100);
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  const urls = Object.fromEntries(
    processes.map((p) => [p.urlEnv, env[p.urlEnv] ?? `http://127.0.0.1:${base + p.offset}`]),
  );
  return { base, dataDir, gatewayPort: Number(env.PORT ?? 8080), urls };
}
