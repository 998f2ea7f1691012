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

describe('connections to the services', () => {
  let web: WebRoot | undefined;
  let upstream: Upstream | undefined;

  afterEach(async () => {
    await upstream?.close();
    await web?.cleanup();
  });

  // A service closes an idle keep-alive connection after its keepAliveTimeout; a request the
  // gateway sends on it at that moment fails with ECONNRESET (a 502 for the visitor). The gateway
  // must give up idle connections a second before the service's announced timeout.
  it('does not reuse a connection the service is about to close', async () => {
    web = await createWebRoot();
    upstream = await startUpstream((_req, res) => res.end('{}'));
    upstream.server.keepAliveTimeout = 2_000; // announces "Keep-Alive: timeout=2"
    let connections = 0;
    upstream.server.on('connection', () => {
      connections += 1;
    });
    const gateway = await startTestGateway({ WEB_ROOT: web.dir, BOOKING_URL: upstream.url });
    try {
      // This client asks to close its own connection; that is not the service connection's fate.
      const first = await request(gateway.url, '/api/appointments');
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('close');
      expect((await request(gateway.url, '/api/appointments')).status).toBe(200);
      expect(connections).toBe(1); // kept alive between requests close together
      // Past the gateway's limit (1 s), still inside the service's (2 s).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await request(gateway.url, '/api/appointments')).status).toBe(200);
      expect(connections).toBe(2);
    } finally {
      await gateway.close();
    }
  });
});
