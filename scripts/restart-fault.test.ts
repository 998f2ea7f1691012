// The fault test of issue 37 item 7: the system as `npm start` runs it, guests booking through the
// gateway the whole time, and each process it started killed with SIGKILL in turn (by the pid
// files of DATA_DIR/run). Each must be back within seconds on its own, every booking answered 201
// must be stored, and every such guest must get the confirmation email. Only the API is used, so
// the front ends are not built (SKIP_FRONTEND_BUILD=1); about 1.5 minutes.
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from './lib/compose-system';
import { type RunningSystem, startSystem } from './lib/system.mjs';

// The worker first: a job it held when killed waits for BullMQ's stalled check (30 s) to be
// taken again, which then overlaps the other kills.
const PARTS = ['worker', 'booking', 'auth', 'content', 'payment', 'gateway', 'postgres'];
/** "Within seconds": a service starts in ~5 s here; the database also restarts the four services. */
const BACK_WITHIN_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The confirmation emails go through Redis: without one (a laptop) the test is skipped with a
// notice, as the repository's other Redis tests are; with CI=true it runs and fails instead.
const redis = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const hasRedis = await new Promise<boolean>((resolve) => {
  const socket = net.connect(Number(redis.port || 6379), redis.hostname);
  socket.setTimeout(1_000, () => socket.destroy(new Error('timeout')));
  socket.once('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
if (!hasRedis && process.env.CI !== 'true')
  console.warn(`[restart-fault] skipped: no Redis at ${redis.host} (set REDIS_URL)`);

/** Future office slots (Sunday–Thursday, the six default times), one per booking. */
function* slots(): Generator<string> {
  const times = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'];
  for (let offset = 3; offset < 80; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() > 4) continue;
    for (const time of times) yield `${day}T${time}:00+03:00`;
  }
}

describe.skipIf(!hasRedis && process.env.CI !== 'true')(
  'npm start brings back each process killed under load',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ssc-restart-fault-'));
    const logFile = path.join(dataDir, 'start.log');
    // Ports and a Redis database of its own: the email queue of another system on the same Redis
    // would otherwise be this one's too, and its worker would take this system's jobs.
    const port = 20_000 + Math.floor(Math.random() * 800) * 10;
    let system: RunningSystem | undefined;

    beforeAll(async () => {
      const log = openSync(logFile, 'a');
      system = await startSystem({
        port,
        serviceBase: port + 1,
        dataDir,
        stdio: ['ignore', log, log],
        timeoutMs: 120_000,
        env: {
          SKIP_FRONTEND_BUILD: '1',
          LOG_PRETTY: '0',
          LOG_LEVEL: 'warn',
          REDIS_URL: `redis://${redis.host}/13`,
          PAYMENT_PROVIDER: 'test',
        },
      });
    }, 150_000);

    afterAll(async () => {
      await system?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    const pidOf = (name: string) => {
      try {
        return Number(readFileSync(path.join(dataDir, 'run', `${name}.pid`), 'utf8')) || undefined;
      } catch {
        return undefined;
      }
    };
    const healthy = () =>
      fetch(`${system?.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
    const log = () => readFileSync(logFile, 'utf8');

    it('restarts every process alone, keeps every 201 booking and sends its email', async () => {
      const url = system?.url as string;
      const answered: {
        status: number | 'no-answer';
        id?: string;
        email: string;
        during: string;
      }[] = [];
      /** The part being killed and not yet back, or `steady`. */
      let during = 'steady';
      let booking = true;
      const next = slots();
      const loop = (async () => {
        for (let i = 0; booking; i += 1) {
          const email = `fault-${i}@example.jo`;
          const form = new FormData();
          const fields = {
            serviceId: 'svc-retirement-consultations',
            consultationMode: 'office',
            contactName: 'ضيف الاختبار',
            contactEmail: email,
            contactPhone: `079${String(1_000_000 + i).slice(-7)}`,
            socialSecurityNumber: '12345678',
            description: '',
            date: next.next().value as string,
          };
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          form.append('files', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'statement.pdf');
          try {
            const res = await fetch(`${url}/api/appointments`, {
              method: 'POST',
              body: form,
              headers: { origin: url, 'sec-fetch-site': 'same-origin' },
              signal: AbortSignal.timeout(10_000),
            });
            const body = (await res.json().catch(() => ({}))) as { id?: string };
            answered.push({
              status: res.status,
              email,
              during,
              ...(body.id ? { id: body.id } : {}),
            });
          } catch {
            answered.push({ status: 'no-answer', email, during });
          }
          await sleep(150);
        }
      })();

      const backAfter: Record<string, number> = {};
      try {
        await sleep(1_000);
        for (const name of PARTS) {
          const before = pidOf(name);
          expect(before, `${name}.pid`).toBeGreaterThan(0);
          during = name;
          process.kill(before as number, 'SIGKILL');
          const killedAt = Date.now();
          for (;;) {
            const now = pidOf(name);
            if (now && now !== before && (await healthy())) break;
            if (Date.now() - killedAt > BACK_WITHIN_MS) break;
            await sleep(250);
          }
          backAfter[name] = Date.now() - killedAt;
          during = 'steady';
          // Some bookings while the part is back, before the next kill.
          await sleep(1_500);
        }
      } finally {
        booking = false;
        await loop;
      }

      const statuses = answered.map((a) => `${a.during}:${a.status}`);
      const counts = Object.fromEntries(
        [...new Set(statuses)].map((k) => [k, statuses.filter((x) => x === k).length]),
      );
      console.info('[restart-fault] back after (ms):', backAfter, 'answers:', counts);
      for (const name of PARTS) {
        expect(backAfter[name], `${name} back within ${BACK_WITHIN_MS} ms`).toBeLessThan(
          BACK_WITHIN_MS,
        );
        expect(log()).toContain(`[start] ${name} restarted (attempt 1, after 1 s)`);
      }
      expect(await healthy()).toBe(true);
      // One restart each: nobody is named as crashing over and over.
      const health = (await (await fetch(`${url}/api/health`)).json()) as { restarting?: unknown };
      expect(health.restarting).toBeUndefined();

      const created = answered.filter((a) => a.status === 201);
      // A part that is down gives 502/503, or no answer at all (the gateway down, or a request cut
      // with its process); with the database killed under them the services answer 503 too
      // (service-kit maps a lost connection to 503 with Retry-After): never a 500.
      const unexpected = answered.filter(
        (a) => a.status !== 201 && a.status !== 'no-answer' && a.status !== 502 && a.status !== 503,
      );
      expect(unexpected, JSON.stringify(unexpected)).toEqual([]);
      // Back to normal: the bookings after the last restart are all taken.
      const last = answered.filter((a) => a.during === 'steady').slice(-3);
      expect(last.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(created.length).toBeGreaterThan(20);

      // Every booking answered 201 is in the database.
      const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
      const password = readFileSync(
        path.join(dataDir, 'service-keys', 'postgres-password'),
        'utf8',
      );
      const client = new pg.Client({
        host: '127.0.0.1',
        port: Number(postmaster.split('\n')[3]),
        user: 'postgres',
        password: password.trim(),
        database: 'ssc',
      });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>('select id from booking.appointments');
        const stored = new Set(rows.map((r) => r.id));
        expect(created.filter((a) => !stored.has(a.id as string))).toEqual([]);
      } finally {
        await client.end();
      }

      // And every such guest gets the confirmation (a job lost with the killed worker is taken
      // again after BullMQ's 30 s stalled check).
      const mailDir = path.join(dataDir, 'mail');
      const missing = () => {
        const mail = existsSync(mailDir)
          ? readdirSync(mailDir)
              .filter((f) => f.endsWith('.eml'))
              .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
              .join('\n')
          : '';
        return created.map((a) => a.email).filter((email) => !mail.includes(email));
      };
      const mailDeadline = Date.now() + 60_000;
      while (missing().length > 0 && Date.now() < mailDeadline) await sleep(1_000);
      expect(missing()).toEqual([]);

      // Ctrl-C's path: stopped once, nothing restarted after.
      await system?.stop();
      system = undefined;
      const stopped = log().split('\n');
      const stopLine = stopped.findIndex((l) => l.includes('[start] SIGTERM: stopping'));
      expect(stopLine).toBeGreaterThan(0);
      expect(stopped.filter((l) => l.includes('[start] SIGTERM: stopping'))).toHaveLength(1);
      expect(stopped.slice(stopLine).filter((l) => l.includes('restarted'))).toEqual([]);
      expect(readdirSync(path.join(dataDir, 'run'))).toEqual([]);
    }, 240_000);
  },
);
