import { requireOrSkip } from './availability';
import { answersPing } from './redis-server';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export interface RedisTarget {
  url: string;
  /** True only outside CI when Redis is unreachable (a notice has been printed). */
  skip: boolean;
}

/** The Redis every queue test uses: `describe.skipIf(redis.skip)(…)` after `await testRedis()`. */
export async function testRedis(): Promise<RedisTarget> {
  const url = process.env.REDIS_URL || DEFAULT_TEST_REDIS_URL;
  return { url, skip: requireOrSkip('Redis', url, await answersPing(url)) };
}
