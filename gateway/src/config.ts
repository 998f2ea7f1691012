import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_NAME, hyperpayOrigin, PAYMENT_PROVIDERS } from '@ssc/contracts';
import { defaultServiceUrl } from '@ssc/contracts/endpoints';
import { z } from 'zod';

/** The repo root, two levels above this file: where `shell/` and `mfe-*` build their `dist/`. */
const defaultWebRoot = fileURLToPath(new URL('../..', import.meta.url));

export const remoteNames = ['public', 'booking', 'dashboard', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

const upstreamNames = ['auth', 'content', 'booking', 'payment', 'worker'] as const;
export type UpstreamName = (typeof upstreamNames)[number];

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const port = z.coerce.number().int().min(0).max(65535);
const positiveMs = z.coerce.number().int().positive();
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
// A remote manifest lives on this origin (`/mf/...`) or on a team's own origin (absolute URL).
const remoteUrl = z.string().refine((v) => v.startsWith('/') || httpUrl.safeParse(v).success, {
  error: 'must be an absolute http(s) URL or a path starting with /',
});

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  AUTH_URL: httpUrl.default(defaultServiceUrl('auth')),
  CONTENT_URL: httpUrl.default(defaultServiceUrl('content')),
  BOOKING_URL: httpUrl.default(defaultServiceUrl('booking')),
  PAYMENT_URL: httpUrl.default(defaultServiceUrl('payment')),
  WORKER_URL: httpUrl.default(defaultServiceUrl('worker')),
  WEB_ROOT: z.string().min(1).default(defaultWebRoot),
  REMOTE_PUBLIC_URL: remoteUrl.default('/mf/public/mf-manifest.json'),
  REMOTE_BOOKING_URL: remoteUrl.default('/mf/booking/mf-manifest.json'),
  REMOTE_DASHBOARD_URL: remoteUrl.default('/mf/dashboard/mf-manifest.json'),
  REMOTE_ADMIN_URL: remoteUrl.default('/mf/admin/mf-manifest.json'),
  SITE_NAME: z.string().min(1).default(DEFAULT_SITE_NAME),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  HYPERPAY_HOST: z.string().optional(),
  PROXY_TIMEOUT_MS: positiveMs.default(30_000),
  HEALTH_TIMEOUT_MS: positiveMs.default(1_500),
  SHUTDOWN_GRACE_MS: positiveMs.default(10_000),
  TRUST_PROXY: flag.default(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  RATE_LIMIT_PREFIX: z.string().min(1).default('ssc:rate'),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export interface GatewayConfig {
  port: number;
  host: string;
  upstreams: Record<UpstreamName, string>;
  webRoot: string;
  remotes: Record<RemoteName, string>;
  siteName: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Stripe.js needs its origins in the CSP; only opened when Stripe is the provider. */
  stripeEnabled: boolean;
  /** HyperPay's COPYandPAY widget needs its host in the CSP; only with PAYMENT_PROVIDER=hyperpay. */
  hyperpayOrigin: string | undefined;
  proxyTimeoutMs: number;
  healthTimeoutMs: number;
  shutdownGraceMs: number;
  /** Honour X-Forwarded-* from a reverse proxy in front of the gateway. */
  trustProxy: boolean;
  /**
   * How many proxies in front of the gateway append to X-Forwarded-For: the client is the entry
   * this many places from the right; anything further left was written by the client itself.
   */
  trustProxyHops: number;
  /** Holds `keys/` (the internal JWT pair) unless INTERNAL_JWT_* are set. */
  dataDir: string;
  /** Shared rate-limit counters; the limits fall back to memory while it is down. */
  redisUrl: string;
  /** The address users reach; its origin is accepted by the CSRF check besides the Host's. */
  publicOrigin: string | undefined;
  /** Scales every per-address rate limit (E2E and bench set a large one). */
  rateLimitMultiplier: number;
  /** Redis key prefix of the rate-limit counters (separates systems sharing one Redis). */
  rateLimitPrefix: string;
  /**
   * `METRICS_PORT`: a second listener serving only `GET /metrics` (Prometheus), never the public
   * port; unset → no listener. `METRICS_HOST` (127.0.0.1) is its bind address.
   */
  metrics: { port: number; host: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** HyperPay's origin for the CSP; a value the payment service would refuse stops the gateway too. */
function hyperpayHost(value: string | undefined): string {
  const origin = hyperpayOrigin(value);
  if (!origin)
    throw new ConfigError(`HYPERPAY_HOST must be test, live or an http(s) origin, got "${value}"`);
  return origin;
}

/** Reads and validates the gateway's environment; empty variables count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid gateway configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    upstreams: {
      auth: e.AUTH_URL,
      content: e.CONTENT_URL,
      booking: e.BOOKING_URL,
      payment: e.PAYMENT_URL,
      worker: e.WORKER_URL,
    },
    webRoot: e.WEB_ROOT,
    remotes: {
      public: e.REMOTE_PUBLIC_URL,
      booking: e.REMOTE_BOOKING_URL,
      dashboard: e.REMOTE_DASHBOARD_URL,
      admin: e.REMOTE_ADMIN_URL,
    },
    siteName: e.SITE_NAME,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    stripeEnabled: e.PAYMENT_PROVIDER === 'stripe',
    hyperpayOrigin: e.PAYMENT_PROVIDER === 'hyperpay' ? hyperpayHost(e.HYPERPAY_HOST) : undefined,
    proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    trustProxy: e.TRUST_PROXY,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    dataDir: resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL ?? 'redis://127.0.0.1:6379',
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
