import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireOrSkip } from './availability';
import { testRedis } from './redis';

describe('what a test does when its server is down', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('runs (and so fails) on CI', () => {
    vi.stubEnv('CI', 'true');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(requireOrSkip('PostgreSQL', 'postgres://127.0.0.1:1/x', false)).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });

  it('is skipped with a printed notice elsewhere', () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(requireOrSkip('PostgreSQL', 'postgres://127.0.0.1:1/x', false)).toBe(true);
    expect(String(warn.mock.calls[0]?.[0])).toContain('skipping the PostgreSQL tests');
  });

  it('runs when the server answers', () => {
    expect(requireOrSkip('Redis', 'redis://127.0.0.1:6379', true)).toBe(false);
  });

  it('detects an unreachable Redis', async () => {
    vi.stubEnv('CI', '');
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await testRedis()).toEqual({ url: 'redis://127.0.0.1:1', skip: true });
  });
});
