/**
 * What a process needs before it may run with `NODE_ENV=production`: the one rule every process
 * (auth, content, booking, payment, worker, gateway) applies before it starts. Outside production
 * (`npm start`, tests, E2E) nothing is required: the defaults (embedded PostgreSQL, generated keys,
 * .eml mail, http://localhost) are what a laptop wants and what a server must never fall back to.
 */

export const PRODUCTION_PROCESSES = [
  'auth',
  'content',
  'booking',
  'payment',
  'worker',
  'gateway',
] as const;
export type ProductionProcess = (typeof PRODUCTION_PROCESSES)[number];

type Env = Record<string, string | undefined>;

interface Setting {
  name: string;
  /** Which processes read it (and so cannot run in production without it). */
  usedBy: readonly ProductionProcess[];
  /** Why a present value is still not good enough; undefined when it is. */
  invalid?: (value: string) => string | undefined;
}

const services = ['auth', 'content', 'booking', 'payment'] as const;

/** Every setting production needs, with the processes that read it (README "Configuration"). */
export const PRODUCTION_SETTINGS: readonly Setting[] = [
  {
    // Without it a service would start an embedded PostgreSQL inside its container.
    name: 'DATABASE_URL',
    usedBy: services,
    invalid: (v) => (/^postgres(ql)?:\/\//.test(v) ? undefined : 'must be a postgres:// URL'),
  },
  {
    // Without it each would try redis://127.0.0.1:6379: emails and payment events would wait forever.
    name: 'REDIS_URL',
    usedBy: ['auth', 'content', 'booking', 'payment', 'worker', 'gateway'],
    invalid: (v) => (/^rediss?:\/\//.test(v) ? undefined : 'must be a redis:// URL'),
  },
  {
    // Email links and the CSRF check's origin; http would also mean cookies without Secure meaning.
    name: 'PUBLIC_URL',
    usedBy: ['auth', 'content', 'booking', 'gateway'],
    invalid: (v) => (isUrlOf(v, ['https:']) ? undefined : 'must be an https:// URL'),
  },
  {
    // Otherwise generated per container under DATA_DIR: replicas would not trust each other.
    name: 'INTERNAL_SERVICE_KEY',
    usedBy: PRODUCTION_PROCESSES,
    invalid: (v) => (v.length >= 32 ? undefined : 'must be at least 32 characters'),
  },
  {
    name: 'INTERNAL_JWT_PUBLIC_KEY',
    usedBy: [...services, 'gateway'],
    invalid: (v) => (v.includes('PUBLIC KEY') ? undefined : 'must be a PEM public key'),
  },
  {
    name: 'INTERNAL_JWT_PRIVATE_KEY',
    usedBy: ['gateway'],
    invalid: (v) => (v.includes('PRIVATE KEY') ? undefined : 'must be a PEM private key'),
  },
  // Where each process reaches the others: the loopback defaults of `npm start` point a container
  // at itself, so a payment replica without CONTENT_URL could price nothing.
  serviceUrl('AUTH_URL', ['gateway']),
  serviceUrl('CONTENT_URL', ['booking', 'payment', 'gateway']),
  serviceUrl('BOOKING_URL', ['payment', 'gateway']),
  serviceUrl('PAYMENT_URL', ['gateway']),
  // The services with an email outbox hand a sealed email straight to the worker while Redis is down.
  serviceUrl('WORKER_URL', ['auth', 'content', 'booking', 'gateway']),
  {
    // Without it the worker writes .eml files nobody reads.
    name: 'SMTP_URL',
    usedBy: ['worker'],
    invalid: (v) => (/^smtps?:\/\//.test(v) ? undefined : 'must be an smtp:// or smtps:// URL'),
  },
  {
    // Without it mail goes out as no-reply@localhost, which receiving servers reject.
    name: 'MAIL_FROM',
    usedBy: ['worker'],
    invalid: (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? undefined : 'must be an email address'),
  },
];

function serviceUrl(name: string, usedBy: readonly ProductionProcess[]): Setting {
  return {
    name,
    usedBy,
    invalid: (v) => (isUrlOf(v, ['http:', 'https:']) ? undefined : 'must be an http(s):// URL'),
  };
}

function isUrlOf(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const isProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production';

/**
 * Whether this process reads the setting. A service the list does not know yet (a new one) gets
 * the baseline of every database service, content's.
 */
function needs(setting: Setting, process: string): boolean {
  const known = (PRODUCTION_PROCESSES as readonly string[]).includes(process);
  return setting.usedBy.includes((known ? process : 'content') as ProductionProcess);
}

/** The settings this process needs in production. */
export function productionSettingsOf(process: ProductionProcess | (string & {})): string[] {
  return PRODUCTION_SETTINGS.filter((s) => needs(s, process)).map((s) => s.name);
}

/**
 * The one-line refusal for this process and environment, or undefined when it may start (always
 * outside `NODE_ENV=production`). Names every missing setting and every unusable one; never
 * prints a value.
 */
export function productionConfigProblem(
  process: ProductionProcess | (string & {}),
  env: Env = globalThis.process.env,
): string | undefined {
  if (!isProduction(env)) return undefined;
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const setting of PRODUCTION_SETTINGS) {
    if (!needs(setting, process)) continue;
    const value = env[setting.name]?.trim();
    if (!value) missing.push(setting.name);
    else {
      const why = setting.invalid?.(value);
      if (why) invalid.push(`${setting.name} ${why}`);
    }
  }
  if (missing.length === 0 && invalid.length === 0) return undefined;
  const parts = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    invalid.length ? invalid.join('; ') : '',
  ].filter(Boolean);
  return `${process}: refusing to start with NODE_ENV=production: ${parts.join('; ')} (see README "Configuration")`;
}

/**
 * Called first thing by every process: in production without what it needs, prints the one
 * line to stderr and exits 1.
 */
export function enforceProductionSettings(
  process: ProductionProcess | (string & {}),
  env: Env = globalThis.process.env,
  exit: (code: number) => never = (code) => globalThis.process.exit(code),
): void {
  const problem = productionConfigProblem(process, env);
  if (!problem) return;
  globalThis.process.stderr.write(`${problem}\n`);
  exit(1);
}
