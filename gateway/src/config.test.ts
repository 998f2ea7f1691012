import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.upstreams).toEqual({
      auth: 'http://127.0.0.1:4101',
      content: 'http://127.0.0.1:4102',
      booking: 'http://127.0.0.1:4103',
      payment: 'http://127.0.0.1:4104',
      worker: 'http://127.0.0.1:4105',
    });
    expect(config.remotes.dashboard).toBe('/mf/dashboard/mf-manifest.json');
    expect(config.siteName).toBe('سند للاستشارات');
    expect(config.webRoot).toBe(fileURLToPath(new URL('../../', import.meta.url)));
    expect(config.proxyTimeoutMs).toBe(30_000);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimitMultiplier).toBe(1);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.publicOrigin).toBeUndefined();
  });

  it('reads overrides and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      AUTH_URL: 'http://auth:4101',
      CONTENT_URL: '',
      REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json',
      TRUST_PROXY: 'true',
      PROXY_TIMEOUT_MS: '5000',
    });
    expect(config.port).toBe(9000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.upstreams.auth).toBe('http://auth:4101');
    expect(config.upstreams.content).toBe('http://127.0.0.1:4102');
    expect(config.remotes.admin).toBe('https://cdn.example.com/admin/mf-manifest.json');
    expect(config.trustProxy).toBe(true);
    expect(config.proxyTimeoutMs).toBe(5000);
  });

  it('reads the session, CSRF and rate-limit settings', () => {
    const config = loadConfig({
      TRUST_PROXY: '1',
      RATE_LIMIT_MULTIPLIER: '1000',
      PUBLIC_URL: 'https://www.sanad.example/some/path',
      REDIS_URL: 'redis://redis:6379',
      DATA_DIR: '/data',
    });
    expect(config.trustProxy).toBe(true);
    expect(config.rateLimitMultiplier).toBe(1000);
    expect(config.publicOrigin).toBe('https://www.sanad.example');
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.dataDir).toBe('/data');
  });

  it.each([
    ['PORT', '70000'],
    ['AUTH_URL', 'not a url'],
    ['BOOKING_URL', 'ftp://x'],
    ['REMOTE_PUBLIC_URL', 'mf/public/mf-manifest.json'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['RATE_LIMIT_MULTIPLIER', '0'],
    ['RATE_LIMIT_MULTIPLIER', 'lots'],
    ['REDIS_URL', 'http://redis:6379'],
    ['PUBLIC_URL', 'sanad.example'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
