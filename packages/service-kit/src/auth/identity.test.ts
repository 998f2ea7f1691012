import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@ssc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineService } from '../service/define-service';
import type { RunningService } from '../service/start-service';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { startTestService } from '../testing/service-suite';
import { requireAdmin, requireUser } from './identity';
import { signIdentityToken } from './identity-token';
import { loadInternalKeys } from './keys';

const probe = defineService({
  name: 'identity_probe',
  defaultPort: 0,
  routes({ router }, { docs }) {
    router.get('/api/me', (ctx) => {
      ctx.body = requireUser(ctx);
    });
    router.get('/api/admin-only', (ctx) => {
      ctx.body = requireAdmin(ctx);
    });
    router.get('/api/public', (ctx) => {
      ctx.body = { identity: ctx.state.identity ?? null };
    });
    for (const path of ['/api/me', '/api/admin-only', '/api/public']) {
      docs.add('get', path, { summary: path });
    }
  },
});

describe('identity tokens between gateway and services', () => {
  let dataDir: string;
  let database: TestDatabase;
  let service: RunningService;
  let privateKey: string;

  beforeAll(async () => {
    const [target] = await testDatabases();
    database = await target!.create('identity_probe');
    dataDir = database.dataDir;
    service = await startTestService(probe, database);
    privateKey = loadInternalKeys(dataDir).privateKey as string;
  });
  afterAll(async () => {
    await service?.close();
    await database.dispose();
  });

  const get = (path: string, token?: string) =>
    fetch(`${service.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('treats a request without a token as a guest and refuses it on protected routes', async () => {
    expect(await (await get('/api/public')).json()).toEqual({ identity: null });
    const res = await get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: errorMessages.unauthorized });
  });

  it('accepts a token signed with the shared key and applies the role', async () => {
    const user = signIdentityToken(privateKey, { userId: 'u-1', role: 'user' });
    expect(await (await get('/api/me', user)).json()).toEqual({ userId: 'u-1', role: 'user' });
    expect((await get('/api/admin-only', user)).status).toBe(403);
    const admin = signIdentityToken(privateKey, { userId: 'a-1', role: 'admin' });
    expect((await get('/api/admin-only', admin)).status).toBe(200);
  });

  it('refuses forged, expired and malformed tokens even on public routes', async () => {
    const { privateKey: otherKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = signIdentityToken(otherKey, { userId: 'u-1', role: 'admin' });
    const expired = signIdentityToken(privateKey, { userId: 'u-1', role: 'user' }, -10);
    for (const token of [forged, expired, 'not-a-jwt']) {
      expect((await get('/api/public', token)).status).toBe(401);
    }
    const basic = await fetch(`${service.url}/api/public`, {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
  });
});

describe('loadInternalKeys', () => {
  it('creates one pair per data dir and returns it to every caller', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ssc-keys-'));
    try {
      const first = loadInternalKeys(dir);
      const second = loadInternalKeys(dir);
      expect(second).toEqual(first);
      expect(first.publicKey).toContain('BEGIN PUBLIC KEY');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prefers keys given in the environment', () => {
    const keys = loadInternalKeys('/nonexistent', {
      INTERNAL_JWT_PUBLIC_KEY: 'PUBLIC',
      INTERNAL_JWT_PRIVATE_KEY: 'PRIVATE',
    });
    expect(keys).toEqual({ publicKey: 'PUBLIC', privateKey: 'PRIVATE' });
  });
});
