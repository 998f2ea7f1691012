import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway } from './test-support/gateway';
import { request } from './test-support/http-client';
import { startUpstream, type Upstream } from './test-support/upstream';
import { createWebRoot, type WebRoot } from './test-support/web-root';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));

/** A booking service that answers after `delayMs`, telling the test when a request arrived. */
async function slowUpstream(delayMs: number): Promise<Upstream & { arrived: Promise<void> }> {
  let arrived!: () => void;
  const arrivedPromise = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const upstream = await startUpstream((_req, res) => {
    arrived();
    setTimeout(() => res.end('{"done":true}'), delayMs);
  });
  return Object.assign(upstream, { arrived: arrivedPromise });
}

describe('graceful shutdown', () => {
  let web: WebRoot | undefined;
  let upstream: Upstream | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await upstream?.close();
    await web?.cleanup();
  });

  it('close() finishes the in-flight request and stops accepting', async () => {
    web = await createWebRoot();
    const slow = await slowUpstream(300);
    upstream = slow;
    const gateway = await startTestGateway({ WEB_ROOT: web.dir, BOOKING_URL: slow.url });
    const inFlight = request(gateway.url, '/api/appointments');
    await slow.arrived;
    const closed = gateway.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ done: true });
    await closed;
    await expect(request(gateway.url, '/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('main.ts exits 0 on SIGTERM after finishing in-flight requests', async () => {
    web = await createWebRoot();
    const slow = await slowUpstream(300);
    upstream = slow;
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: gatewayDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_ROOT: web.dir,
        // The internal JWT keys are generated there; not in the workspace.
        DATA_DIR: web.dir,
        BOOKING_URL: slow.url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = proc;
    const exited = once(proc, 'exit');
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"url":"(http:[^"]+)"/.exec(output);
        if (match) resolve(match[1]!);
      });
      proc.once('exit', (code) => reject(new Error(`gateway exited early with ${code}`)));
    });

    const inFlight = request(url, '/api/appointments');
    await slow.arrived;
    proc.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 20_000);
});
