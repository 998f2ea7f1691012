import { errorMessages } from '@ssc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../auth/identity-token';
import type { DatabaseSchema } from '../db/database';
import type { ServiceDefinition } from '../service/define-service';
import { type RunningService, type StartOptions, startService } from '../service/start-service';
import { type TestDatabase, testDatabases } from './databases';
import { identityHeaders } from './identity';

export interface ServiceUnderTest<TSchema extends DatabaseSchema> {
  readonly service: RunningService<TSchema>;
  readonly database: TestDatabase;
  /** Stops the service and starts it again on the same database (a second instance, a restart). */
  restart(): Promise<void>;
  /** Headers that make a request arrive as `identity`, as if through the gateway. */
  identityHeaders(identity: Identity): { authorization: string };
}

/** Starts `definition` quietly on a free port, on a throw-away test database. */
export function startTestService<TSchema extends DatabaseSchema, TSettings>(
  definition: ServiceDefinition<TSchema, TSettings>,
  database: TestDatabase,
  options: StartOptions = {},
): Promise<RunningService<TSchema>> {
  return startService(definition, {
    port: 0,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    databaseSchema: database.databaseSchema,
    logLevel: 'silent',
    ...options,
  });
}

/**
 * One suite per database target (PostgreSQL) with the service running over HTTP, the
 * checks every service owes the platform (probes, Arabic 404 with the request id echoed), and
 * the service's own tests added by `body`.
 */
export async function describeService<TSchema extends DatabaseSchema, TSettings>(
  definition: ServiceDefinition<TSchema, TSettings>,
  body: (sut: ServiceUnderTest<TSchema>) => void,
): Promise<void> {
  for (const target of await testDatabases()) {
    describe(`${definition.name} service on ${target.name}`, () => {
      let database: TestDatabase;
      let service: RunningService<TSchema>;
      const sut: ServiceUnderTest<TSchema> = {
        get service() {
          return service;
        },
        get database() {
          return database;
        },
        async restart() {
          await service.close();
          service = await startTestService(definition, database);
        },
        identityHeaders(identity) {
          return identityHeaders(service.config.dataDir, identity);
        },
      };

      beforeAll(async () => {
        database = await target.create(definition.name);
        service = await startTestService(definition, database);
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
        // Ready names what it asked: the database at least (Redis too where the service uses it).
        expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'up' } });
      });

      it('answers unknown /api paths with the Arabic 404 JSON and echoes the request id', async () => {
        const res = await fetch(`${service.url}/api/nothing`, {
          headers: { 'x-request-id': `req-${definition.name}` },
        });
        expect(res.status).toBe(404);
        expect(res.headers.get('x-request-id')).toBe(`req-${definition.name}`);
        expect(await res.json()).toEqual({ message: errorMessages.apiNotFound });
      });

      it('describes every /api route in its OpenAPI document', async () => {
        expect(service.undocumentedRoutes).toEqual([]);
        const res = await fetch(`${service.url}/openapi.json`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ openapi: '3.1.0' });
      });

      body(sut);
    });
  }
}
