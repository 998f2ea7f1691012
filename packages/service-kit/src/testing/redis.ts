import { Socket } from 'node:net';
import { requireOrSkip } from './availability';

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

function answersPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
    socket.connect(Number(port || 6379), hostname || '127.0.0.1', () => socket.write('PING\r\n'));
  });
}
