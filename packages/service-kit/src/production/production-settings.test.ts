import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  enforceProductionSettings,
  PRODUCTION_PROCESSES,
  PRODUCTION_SETTINGS,
  productionConfigProblem,
  productionSettingsOf,
} from './production-settings';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const complete: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://ssc:secret@postgres:5432/ssc',
  REDIS_URL: 'redis://:secret@redis:6379',
  PUBLIC_URL: 'https://sanad.example.jo',
  INTERNAL_SERVICE_KEY: 'k'.repeat(64),
  INTERNAL_JWT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  INTERNAL_JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.jo:465',
  MAIL_FROM: 'no-reply@sanad.example.jo',
  AUTH_URL: 'http://auth:4101',
  CONTENT_URL: 'http://content:4102',
  BOOKING_URL: 'http://booking:4103',
  PAYMENT_URL: 'http://payment:4104',
  WORKER_URL: 'http://worker:4105',
};
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(complete).filter(([k]) => !names.includes(k)));

describe('production settings', () => {
  it('asks nothing outside NODE_ENV=production (npm start, tests, E2E)', () => {
    for (const process of PRODUCTION_PROCESSES) {
      expect(productionConfigProblem(process, {})).toBeUndefined();
      expect(productionConfigProblem(process, { NODE_ENV: 'development' })).toBeUndefined();
      expect(productionConfigProblem(process, { NODE_ENV: 'test' })).toBeUndefined();
    }
  });

  it('lets every process start with everything set', () => {
    for (const process of PRODUCTION_PROCESSES) {
      expect(productionConfigProblem(process, complete), process).toBeUndefined();
    }
  });

  it('names each missing setting, for every process that needs it, on one line', () => {
    for (const process of PRODUCTION_PROCESSES) {
      for (const name of productionSettingsOf(process)) {
        const problem = productionConfigProblem(process, without(name));
        expect(problem, `${process} without ${name}`).toContain(`missing ${name}`);
        expect(problem).not.toContain('\n');
        expect(problem?.startsWith(`${process}: `)).toBe(true);
      }
    }
  });

  it('names every missing setting at once, and an empty value counts as missing', () => {
    const problem = productionConfigProblem('gateway', { NODE_ENV: 'production', REDIS_URL: ' ' });
    expect(problem).toBe(
      'gateway: refusing to start with NODE_ENV=production: missing REDIS_URL, PUBLIC_URL, ' +
        'INTERNAL_SERVICE_KEY, INTERNAL_JWT_PUBLIC_KEY, INTERNAL_JWT_PRIVATE_KEY, AUTH_URL, ' +
        'CONTENT_URL, BOOKING_URL, PAYMENT_URL, WORKER_URL (see README "Configuration")',
    );
    const worker = productionConfigProblem('worker', { NODE_ENV: 'production' });
    expect(worker).toContain('missing REDIS_URL, INTERNAL_SERVICE_KEY, SMTP_URL, MAIL_FROM');
    expect(worker).not.toContain('DATABASE_URL');
  });

  it('asks each process only for what it reads', () => {
    expect(productionSettingsOf('worker').sort()).toEqual(
      ['INTERNAL_SERVICE_KEY', 'MAIL_FROM', 'REDIS_URL', 'SMTP_URL'].sort(),
    );
    expect(productionSettingsOf('gateway')).not.toContain('DATABASE_URL');
    expect(productionSettingsOf('content')).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
      'PUBLIC_URL',
      'INTERNAL_SERVICE_KEY',
      'INTERNAL_JWT_PUBLIC_KEY',
      'WORKER_URL',
    ]);
    // Payment prices from content's catalogue and reads appointments from booking.
    expect(productionSettingsOf('payment')).toEqual(
      expect.arrayContaining(['CONTENT_URL', 'BOOKING_URL']),
    );
    expect(productionSettingsOf('payment')).not.toContain('WORKER_URL');
    for (const name of ['auth', 'booking', 'payment']) {
      expect(productionSettingsOf(name)).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'INTERNAL_SERVICE_KEY']),
      );
    }
    // Only the gateway signs identity tokens.
    const signers = PRODUCTION_PROCESSES.filter((p) =>
      productionSettingsOf(p).includes('INTERNAL_JWT_PRIVATE_KEY'),
    );
    expect(signers).toEqual(['gateway']);
    // A service the list does not know yet gets the database services' baseline.
    expect(productionSettingsOf('reports')).toEqual(productionSettingsOf('content'));
    expect(PRODUCTION_SETTINGS.every((s) => s.usedBy.length > 0)).toBe(true);
  });

  it('refuses an http PUBLIC_URL, a short service key and settings of the wrong kind, without echoing them', () => {
    const problem = productionConfigProblem('gateway', {
      ...complete,
      PUBLIC_URL: 'http://sanad.example.jo',
      INTERNAL_SERVICE_KEY: 'short-secret',
      INTERNAL_JWT_PRIVATE_KEY: complete.INTERNAL_JWT_PUBLIC_KEY,
    });
    expect(problem).toContain('PUBLIC_URL must be an https:// URL');
    expect(problem).toContain('INTERNAL_SERVICE_KEY must be at least 32 characters');
    expect(problem).toContain('INTERNAL_JWT_PRIVATE_KEY must be a PEM private key');
    expect(problem).not.toContain('short-secret');
    expect(problem).not.toContain('sanad.example.jo');
    const worker = productionConfigProblem('worker', {
      ...complete,
      SMTP_URL: 'http://mail',
      MAIL_FROM: 'nobody',
    });
    expect(worker).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(worker).toContain('MAIL_FROM must be an email address');
    expect(
      productionConfigProblem('booking', { ...complete, DATABASE_URL: 'mysql://x' }),
    ).toContain('DATABASE_URL must be a postgres:// URL');
    expect(
      productionConfigProblem('payment', { ...complete, CONTENT_URL: 'content:4102' }),
    ).toContain('CONTENT_URL must be an http(s):// URL');
  });

  it('exits 1 through the given exit, and returns when all is set', () => {
    const codes: number[] = [];
    const exit = ((code: number) => {
      codes.push(code);
      throw new Error('exited');
    }) as (code: number) => never;
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    expect(() => enforceProductionSettings('content', { NODE_ENV: 'production' }, exit)).toThrow(
      'exited',
    );
    expect(codes).toEqual([1]);
    expect(stderr).toHaveBeenCalledWith(
      expect.stringMatching(/^content: .*missing DATABASE_URL.*\n$/),
    );
    stderr.mockRestore();
    enforceProductionSettings('content', complete, exit);
    enforceProductionSettings('content', {}, exit);
    expect(codes).toEqual([1]);
  });
});

// The real entry points: each process exits non-zero before it opens anything, naming what it lacks.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const entries = {
  auth: 'services/auth/src/main.ts',
  content: 'services/content/src/main.ts',
  booking: 'services/booking/src/main.ts',
  payment: 'services/payment/src/main.ts',
  worker: 'services/worker/src/main.ts',
  gateway: 'gateway/src/main.ts',
} as const;

describe('every process refuses to start in production without its settings', () => {
  for (const [name, entry] of Object.entries(entries)) {
    it(name, () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', entry], {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status, run.stderr).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${name}: refusing to start with NODE_ENV=production`));
      for (const setting of productionSettingsOf(name)) expect(lines[0]).toContain(setting);
    }, 40_000);
  }
});
