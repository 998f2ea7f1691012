import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { User } from '@ssc/contracts';
import { startTestService, testDatabases, testRedis } from '@ssc/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createAuthService } from '../service';
import { call, resolveAsGateway, testKeyPrefix } from '../test-support/client';

const redis = await testRedis();
const serviceDir = fileURLToPath(new URL('../..', import.meta.url));
const admin = { email: 'Office.Admin@Example.test', password: 'admin-secret-2025' };

for (const target of await testDatabases()) {
  describe(`admin account on ${target.name}`, () => {
    it('is created at start from ADMIN_EMAIL/ADMIN_PASSWORD, once, and signs in as admin', async () => {
      const database = await target.create('auth');
      const definition = createAuthService({
        redisUrl: redis.url,
        redisKeyPrefix: testKeyPrefix(),
        admin,
      });
      let service = await startTestService(definition, database);
      try {
        await service.close();
        // A second start (or a second replica) finds it and creates nothing.
        service = await startTestService(definition, database);
        const rows = await service.db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.role).toBe('admin');

        const res = await call<User>(service.url, '/api/login', {
          body: { username: admin.email, password: admin.password },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ email: admin.email.toLowerCase(), role: 'admin' });
        const resolved = await resolveAsGateway(
          service.url,
          service.config.dataDir,
          res.sessionCookie,
        );
        expect(resolved.body).toEqual({ userId: res.body.id, role: 'admin' });
      } finally {
        await service.close();
        await database.dispose();
      }
      // Two starts of the service, each migrating its database.
    }, 60_000);

    // Too short, and one of the most common breached passwords (the case does not hide it).
    it.each([
      ['short', /at least 8 characters/],
      ['Password123', /most common breached passwords/],
    ])(
      'refuses to start with the admin password %s',
      async (password, refusal) => {
        const database = await target.create('auth');
        try {
          await expect(
            startTestService(
              createAuthService({
                redisUrl: redis.url,
                redisKeyPrefix: testKeyPrefix(),
                admin: { email: 'a@example.test', password },
              }),
              database,
            ),
          ).rejects.toThrow(refusal);
        } finally {
          await database.dispose();
        }
      },
      60_000,
    );
  });
}

describe('npm run create-admin', () => {
  it('creates the admin in the configured database, then finds it there', async () => {
    const [target] = await testDatabases();
    const database = await target!.create('auth');
    const run = () =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli/create-admin.ts',
          '--email',
          admin.email,
          '--password',
          admin.password,
        ],
        {
          cwd: serviceDir,
          env: {
            ...process.env,
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.databaseUrl,
            DATABASE_SCHEMA: database.databaseSchema,
            INIT_CWD: '',
          },
          encoding: 'utf8',
        },
      );
    try {
      const first = run();
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toContain('office.admin@example.test created');
      const second = run();
      expect(second.status).toBe(0);
      expect(second.stdout).toContain('already exists (role: admin)');

      const service = await startTestService(
        createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() }),
        database,
      );
      try {
        const res = await call<User>(service.url, '/api/login', {
          body: { username: admin.email, password: admin.password },
        });
        expect(res.status).toBe(200);
        expect(res.body.role).toBe('admin');
      } finally {
        await service.close();
      }
    } finally {
      await database.dispose();
    }
    // Two processes that each start tsx.
  }, 90_000);

  it('explains its usage when the password is missing', () => {
    const res = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-admin.ts', '--email', admin.email],
      { cwd: serviceDir, env: { ...process.env, ADMIN_PASSWORD: '' }, encoding: 'utf8' },
    );
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Usage: npm run create-admin');
  }, 30_000);
});
