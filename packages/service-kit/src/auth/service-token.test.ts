import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineService } from '../service/define-service';
import type { RunningService } from '../service/start-service';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { startTestService } from '../testing/service-suite';
import { signIdentityToken } from './identity-token';
import { requireCaller } from './internal-caller';
import { loadInternalKeys } from './keys';
import { createServiceTokenSigner, loadServiceKey, SERVICE_TOKEN_HEADER } from './service-token';

const probe = defineService({
  name: 'ledger',
  defaultPort: 0,
  routes({ router }, { docs }) {
    router.get('/internal/things/:id', (ctx) => {
      ctx.body = { caller: requireCaller(ctx, 'payment'), id: ctx.params.id };
    });
    router.get('/api/open', (ctx) => {
      ctx.body = { ok: true };
    });
    docs.add('get', '/api/open', { summary: 'open' });
  },
});

describe('service tokens on /internal routes', () => {
  let dataDir: string;
  let database: TestDatabase;
  let service: RunningService;
  let key: string;

  beforeAll(async () => {
    const [target] = await testDatabases();
    database = await target!.create('ledger');
    dataDir = database.dataDir;
    service = await startTestService(probe, database);
    key = loadServiceKey(dataDir);
  });
  afterAll(async () => {
    await service?.close();
    await database.dispose();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, { headers });

  it('refuses a direct call without a service token, whatever the spelling', async () => {
    for (const path of ['/internal/things/1', '/INTERNAL/things/1', '/Internal/things/1/']) {
      const res = await get(path);
      expect([401, 404], path).toContain(res.status);
      expect(res.status === 200, path).toBe(false);
    }
    expect((await get('/internal/things/1')).status).toBe(401);
  });

  it('refuses forged, expired, mis-addressed tokens and user identity tokens', async () => {
    const payment = createServiceTokenSigner(key, 'payment');
    const forged = createServiceTokenSigner('x'.repeat(64), 'payment')('ledger');
    const forAuth = payment('auth');
    const expired = jwt.sign({}, key, {
      algorithm: 'HS256',
      issuer: 'ssc-service:payment',
      audience: 'ssc-internal:booking',
      expiresIn: -10,
    });
    const none = jwt.sign({ iss: 'ssc-service:payment', aud: 'ssc-internal:booking' }, '', {
      algorithm: 'none',
    });
    const identity = signIdentityToken(loadInternalKeys(dataDir).privateKey as string, {
      userId: 'u',
      role: 'admin',
    });
    for (const token of [forged, forAuth, expired, none, identity, 'garbage']) {
      expect((await get('/internal/things/1', { [SERVICE_TOKEN_HEADER]: token })).status).toBe(401);
    }
    const asUser = await get('/internal/things/1', { authorization: `Bearer ${identity}` });
    expect(asUser.status).toBe(401);
  });

  it('accepts the allowed caller and refuses another service with 403', async () => {
    const ok = await get('/internal/things/42', {
      [SERVICE_TOKEN_HEADER]: createServiceTokenSigner(key, 'payment')('ledger'),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ caller: 'payment', id: '42' });
    const other = await get('/internal/things/42', {
      [SERVICE_TOKEN_HEADER]: createServiceTokenSigner(key, 'gateway')('ledger'),
    });
    expect(other.status).toBe(403);
  });
});

describe('loadServiceKey', () => {
  it('creates one key per data dir, shared by concurrent callers, kept private', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ssc-service-key-'));
    try {
      const keys = Array.from({ length: 5 }, () => loadServiceKey(dir));
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(await readdir(join(dir, 'service-keys'))).toEqual(['internal-service.key']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes INTERNAL_SERVICE_KEY from the environment and refuses a short one', () => {
    const long = 'k'.repeat(40);
    expect(loadServiceKey('/nonexistent', { INTERNAL_SERVICE_KEY: long })).toBe(long);
    expect(() => loadServiceKey('/nonexistent', { INTERNAL_SERVICE_KEY: 'short' })).toThrow(
      /at least 32/,
    );
  });
});
