import { errorMessages } from '@ssc/contracts';
import { type RunningService, startService } from '@ssc/service-kit';
import { type TestDatabase, testDatabases } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingService } from './service';

for (const target of await testDatabases()) {
  describe.skipIf(target.skip)(`booking service on ${target.name}`, () => {
    let database: TestDatabase;
    let service: RunningService;

    beforeAll(async () => {
      database = await target.create('booking');
      service = await startService(bookingService, {
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

    it('answers unknown /api paths with the Arabic 404 JSON and echoes the request id', async () => {
      const res = await fetch(`${service.url}/api/nothing`, {
        headers: { 'x-request-id': 'req-booking' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-request-id')).toBe('req-booking');
      expect(await res.json()).toEqual({ message: errorMessages.apiNotFound });
    });
  });
}
