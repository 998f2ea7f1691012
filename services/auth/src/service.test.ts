import { errorMessages } from '@ssc/contracts';
import { type RunningService, startService } from '@ssc/service-kit';
import { type TestDatabase, testDatabases } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authService } from './service';

for (const target of await testDatabases()) {
  describe.skipIf(target.skip)(`auth service on ${target.name}`, () => {
    let database: TestDatabase;
    let service: RunningService;

    beforeAll(async () => {
      database = await target.create('auth');
      service = await startService(authService, {
        port: 0,
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        databaseSchema: database.databaseSchema,
        logLevel: 'silent',
      });
    });

    afterAll(async () => {
      await service?.close();
      await database?.dispose();
    });

    it('answers /health and /ready', async () => {
      const health = await fetch(`${service.url}/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${service.url}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    });

    it('says 401 in Arabic for the current user while nobody can sign in', async () => {
      const res = await fetch(`${service.url}/api/user`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: errorMessages.unauthorized });
    });

    it('redirects GET /api/login to the /auth page', async () => {
      const res = await fetch(`${service.url}/api/login`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/auth');
    });

    it('answers unknown /api paths with the Arabic 404 JSON', async () => {
      const res = await fetch(`${service.url}/api/nothing`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: errorMessages.apiNotFound });
    });
  });
}
