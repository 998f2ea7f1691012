// `@ssc/service-kit/redis-server`: a Redis of a test's (or the bench's) own, which it may stop
// and start, and the PING that says a Redis answers. No vitest here: the bench runs outside it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { closedPort } from './ports';

/** Whether a `redis-server` binary is on the PATH. */
export function hasRedisServer(): boolean {
  return (process.env.PATH ?? '')
    .split(':')
    .some((dir) => dir !== '' && existsSync(join(dir, 'redis-server')));
}

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throw-away `redis-server` on 127.0.0.1 (no persistence), on `port` or a free one; resolves
 * once it answers PING.
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const listenOn = port ?? (await closedPort());
  const url = `redis://127.0.0.1:${listenOn}`;
  const child = spawn(
    'redis-server',
    ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; ; i++) {
    if (await answersPing(url, 1_000)) break;
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server did not start on port ${listenOn}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop };
}

/** Whether a Redis answers PING at `url` (a password-protected one counts) within `timeoutMs`. */
export function answersPing(url: string, timeoutMs = 2_000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
    socket.connect(Number(port || 6379), hostname || '127.0.0.1', () => socket.write('PING\r\n'));
  });
}
