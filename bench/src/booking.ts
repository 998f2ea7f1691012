// Booking benchmarks (issue 6), all through the gateway of a running bench system:
// - booking → email delivered latency (p50/p95), measured by an SMTP sink of our own;
// - the office's status change → the client's email delivered (p50/p95);
// - RSS of the gateway and the booking service while 20 uploads of 10 MB stream in parallel
//   (memory must stay bounded: uploads are streamed to disk, never buffered whole);
// - booking requests per second and latency at 50 concurrent connections (autocannon).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { hasRedisServer, type RedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import { startSmtpSink } from '@ssc/service-kit/smtp-sink';
import autocannon from 'autocannon';
import { signIn } from './admin-list';
import { cpuMs, systemProcesses } from './process-tree';

const TIME_SLOTS = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'];
const PDF = '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
const MB = 1024 * 1024;
/** Issue 17's targets for the load round (50 connections, on PostgreSQL). */
const bookingTargets = { requestsPerSec: 600, latencyP99Ms: 150 };

/** Distinct bookable slots (Sunday–Thursday, Amman), from `daysAhead` on. */
export function* slots(daysAhead: number): Generator<string> {
  for (let offset = daysAhead; ; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() > 4) continue;
    for (const time of TIME_SLOTS) yield `${day}T${time}:00+03:00`;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const round = (n: number) => Math.round(n * 10) / 10;

function fields(email: string, date: string): Record<string, string> {
  return {
    serviceId: 'svc-retirement-consultations',
    consultationMode: 'office',
    contactName: 'قياس الأداء',
    contactEmail: email,
    contactPhone: '0790000000',
    socialSecurityNumber: '12345678',
    description: '',
    date,
  };
}

/** A local SMTP server that records when each recipient's message arrived. */
export async function startBenchSmtpSink() {
  const arrivals = new Map<string, number>();
  const sink = await startSmtpSink({
    onMessage({ to }) {
      const at = performance.timeOrigin + performance.now();
      for (const address of to) arrivals.set(address.toLowerCase(), at);
    },
  });
  return { url: sink.url, arrivals, close: sink.close };
}

/**
 * A Redis of the bench's own (when `redis-server` is installed), so its email queue is not shared
 * with anything else running on this machine; undefined → use the default REDIS_URL.
 */
export async function startBenchRedis(): Promise<RedisServer | undefined> {
  return hasRedisServer() ? startRedisServer() : undefined;
}

/** Booking → email delivered, one booking at a time (`count` bookings). */
async function emailLatency(
  gatewayUrl: string,
  arrivals: Map<string, number>,
  next: () => string,
  count = 30,
) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const email = `latency-${i}-${Date.now()}@bench.example`;
    const form = new FormData();
    for (const [k, v] of Object.entries(fields(email, next()))) form.append(k, v);
    form.append('files', new Blob([PDF]), 'bench.pdf');
    const started = performance.timeOrigin + performance.now();
    const res = await fetch(`${gatewayUrl}/api/appointments`, {
      method: 'POST',
      body: form,
      headers: { origin: gatewayUrl },
    });
    if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
    const deadline = Date.now() + 30_000;
    while (!arrivals.has(email)) {
      if (Date.now() > deadline) throw new Error(`no email for ${email} within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    latencies.push((arrivals.get(email) ?? 0) - started);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    bookings: count,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
  };
}

/** Waits for the next message to `email` (the sink records each recipient's latest arrival). */
async function arrival(arrivals: Map<string, number>, email: string): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (!arrivals.has(email)) {
    if (Date.now() > deadline) throw new Error(`no email for ${email} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return arrivals.get(email) ?? 0;
}

/**
 * The office confirms → the client's «تم تأكيد موعدك» email delivered (issue 18), one booking at a
 * time: the same outbox → relay → BullMQ → worker → SMTP path, from the admin's PATCH.
 */
async function statusChangeLatency(
  gatewayUrl: string,
  arrivals: Map<string, number>,
  next: () => string,
  count = 20,
) {
  const cookie = await signIn(gatewayUrl);
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const email = `status-${i}-${Date.now()}@bench.example`;
    const form = new FormData();
    for (const [k, v] of Object.entries(fields(email, next()))) form.append(k, v);
    const booked = await fetch(`${gatewayUrl}/api/appointments`, {
      method: 'POST',
      body: form,
      headers: { origin: gatewayUrl },
    });
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
    const { id } = (await booked.json()) as { id: string };
    await arrival(arrivals, email);
    arrivals.delete(email);
    const started = performance.timeOrigin + performance.now();
    const res = await fetch(`${gatewayUrl}/api/appointments/${id}`, {
      method: 'PATCH',
      headers: { origin: gatewayUrl, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    if (res.status !== 200) throw new Error(`confirming answered ${res.status}`);
    latencies.push((await arrival(arrivals, email)) - started);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    changes: count,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return round(kb / 1024);
}

/** RSS of the gateway and the booking service while `parallel` uploads of `fileMb` stream. */
async function uploadMemory(
  gatewayUrl: string,
  pids: { gateway: number; booking: number },
  next: () => string,
  parallel = 20,
  fileMb = 10,
) {
  const file = new Blob([PDF, new Uint8Array(fileMb * MB - 4096 - PDF.length).fill(0x20)]);
  const before = { gateway: rssMb(pids.gateway), booking: rssMb(pids.booking) };
  const peak = { ...before };
  const sampler = setInterval(() => {
    peak.gateway = Math.max(peak.gateway, rssMb(pids.gateway));
    peak.booking = Math.max(peak.booking, rssMb(pids.booking));
  }, 50);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: parallel }, async (_, i) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields(`upload-${i}@bench.example`, next()))) {
        form.append(k, v);
      }
      form.append('files', file, `upload-${i}.pdf`);
      const res = await fetch(`${gatewayUrl}/api/appointments`, {
        method: 'POST',
        body: form,
        headers: { origin: gatewayUrl },
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return {
    uploads: parallel,
    fileMb,
    created: statuses.filter((s) => s === 201).length,
    seconds: round(seconds),
    rssMb: { before, peak },
    growthMb: {
      gateway: round(peak.gateway - before.gateway),
      booking: round(peak.booking - before.booking),
    },
    totalUploadedMb: parallel * fileMb,
  };
}

/** Load-round bookings made so far by this process: each has its own email and client address. */
let loadBookings = 0;
const loadEmail = (n: number) => `load-${n}@bench.example`;
/** A distinct client address per booking (10.0.0.0/8), as the gateway reads it with TRUST_PROXY. */
const loadAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Booking requests per second through the gateway: each request books its own slot, as a guest
 * with its own email and, through `X-Forwarded-For` (the system runs with TRUST_PROXY), its own
 * client address, so the per-address guest cap reads that address's bookings only.
 */
export function throughput(gatewayUrl: string, next: () => string, seconds = 10) {
  const boundary = '----ssc-bench-boundary';
  const first = loadBookings;
  const request = () => {
    const n = loadBookings++;
    const parts = Object.entries(fields(loadEmail(n), next())).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="load.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n--${boundary}--\r\n`,
    );
    return { body: Buffer.from(parts.join(''), 'utf8'), address: loadAddress(n) };
  };
  return new Promise<{
    connections: number;
    requestsPerSec: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    non2xx: number;
    errors: number;
    /** Bookings answered 2xx, and the emails (load-<n>@…) the round may have caused. */
    booked: number;
    emails: string[];
    withinTarget: boolean;
  }>((resolve, reject) => {
    autocannon(
      {
        url: `${gatewayUrl}/api/appointments`,
        connections: 50,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              origin: gatewayUrl,
            },
            setupRequest: (req) => {
              const { body, address } = request();
              return { ...req, body, headers: { ...req.headers, 'x-forwarded-for': address } };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          connections: 50,
          requestsPerSec: result.requests.average,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          booked: result['2xx'],
          emails: Array.from({ length: loadBookings - first }, (_, i) => loadEmail(first + i)),
          withinTarget:
            result.requests.average >= bookingTargets.requestsPerSec &&
            result.latency.p99 <= bookingTargets.latencyP99Ms &&
            result.non2xx === 0 &&
            result.errors === 0,
        });
      },
    );
  });
}

const LOAD_GENERATOR = 'load generator (autocannon)';

/** CPU time used so far by each part of the system and by this process (the load generator). */
function cpuByPart(startPid: number, dataDir: string): Map<string, number> {
  const parts = new Map<string, number>();
  for (const { name, pids } of systemProcesses(startPid, dataDir)) {
    parts.set(
      name,
      pids.reduce((sum, pid) => sum + cpuMs(pid), 0),
    );
  }
  parts.set(LOAD_GENERATOR, cpuMs(process.pid));
  return parts;
}

/** The processes of a booking round that are not the product's code (cpuByPart's names). */
const NOT_OUR_CODE = new Set(['postgres', LOAD_GENERATOR]);

/** How long the load round's emails may take to arrive before the CPU is read anyway. */
const EMAILS_PATIENCE_MS = 120_000;

/**
 * The booking load round with the CPU each process spent per booking (from /proc, not sampled),
 * read once every booking's confirmation has reached the SMTP sink (a worker that falls behind
 * does its share after the round, not never). On a machine of `cores` cores no number of
 * connections books faster than cores × 1000 ms over the CPU milliseconds one booking costs all
 * processes together: the ceiling reported beside it.
 */
export async function bookingLoad(
  system: { gatewayUrl: string; startPid: number; dataDir: string },
  arrivals: Map<string, number>,
  next: () => string,
  seconds = 10,
) {
  const before = cpuByPart(system.startPid, system.dataDir);
  const started = performance.now();
  const load = await throughput(system.gatewayUrl, next, seconds);
  const elapsedS = (performance.now() - started) / 1000;
  const ended = performance.now();
  const arrived = () => load.emails.filter((email) => arrivals.has(email)).length;
  while (arrived() < load.booked && performance.now() - ended < EMAILS_PATIENCE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const emailsDoneS = round((performance.now() - ended) / 1000);
  const after = cpuByPart(system.startPid, system.dataDir);
  const bookings = Math.max(1, load.requestsPerSec * elapsedS);
  const hundredths = (n: number) => Math.round(n * 100) / 100;
  const cpu = [...after]
    .map(([name, ms]) => ({
      name,
      perBookingMs: hundredths((ms - (before.get(name) ?? 0)) / bookings),
    }))
    .filter((row) => row.perBookingMs > 0)
    .sort((a, b) => b.perBookingMs - a.perBookingMs);
  const totalMs = hundredths(cpu.reduce((sum, row) => sum + row.perBookingMs, 0));
  const cores = availableParallelism();
  // Bookings a second if every core did nothing but spend `ms` on each one.
  const ceiling = (ms: number) => Math.round((cores * 1000) / Math.max(ms, 0.01));
  // What no change inside our Node processes removes: the database's work and the load's own.
  const floorMs = hundredths(
    cpu.filter((row) => NOT_OUR_CODE.has(row.name)).reduce((sum, row) => sum + row.perBookingMs, 0),
  );
  const { emails: _emails, ...figures } = load;
  return {
    ...figures,
    emailsDelivered: arrived(),
    emailsDoneS,
    cpu,
    cpuTotalMs: totalMs,
    cores,
    ceilingPerSec: ceiling(totalMs),
    floorMs,
    floorCeilingPerSec: ceiling(floorMs),
  };
}

export async function benchBooking(options: {
  gatewayUrl: string;
  startPid: number;
  dataDir: string;
  arrivals: Map<string, number>;
}) {
  const pid = (name: string) =>
    Number(readFileSync(path.join(options.dataDir, 'run', `${name}.pid`), 'utf8'));
  const pids = { gateway: pid('gateway'), booking: pid('booking') };
  // Each phase books its own, far-apart slots.
  const latencySlots = slots(30);
  const statusSlots = slots(100);
  const uploadSlots = slots(200);
  const loadSlots = slots(400);
  const email = await emailLatency(options.gatewayUrl, options.arrivals, () =>
    String(latencySlots.next().value),
  );
  const statusChange = await statusChangeLatency(options.gatewayUrl, options.arrivals, () =>
    String(statusSlots.next().value),
  );
  const uploads = await uploadMemory(options.gatewayUrl, pids, () =>
    String(uploadSlots.next().value),
  );
  const load = await bookingLoad(options, options.arrivals, () => String(loadSlots.next().value));
  return { email, statusChange, uploads, load };
}

export function bookingReportLines(report: Awaited<ReturnType<typeof benchBooking>>): string[] {
  const { email, statusChange, uploads, load } = report;
  return [
    '## Booking (through the gateway)',
    '',
    `Booking → email delivered (${email.bookings} bookings one after another, outbox → relay → BullMQ → worker → SMTP sink): p50 **${email.p50Ms} ms**, p95 **${email.p95Ms} ms**.`,
    '',
    `Office confirms → client's confirmation email delivered (${statusChange.changes} changes one after another, same path): p50 **${statusChange.p50Ms} ms**, p95 **${statusChange.p95Ms} ms**.`,
    '',
    `${uploads.uploads} parallel uploads of ${uploads.fileMb} MB (${uploads.totalUploadedMb} MB in ${uploads.seconds} s, ${uploads.created} booked):`,
    '',
    '| process | RSS before | RSS peak | growth |',
    '|---|---|---|---|',
    `| gateway | ${uploads.rssMb.before.gateway} MB | ${uploads.rssMb.peak.gateway} MB | ${uploads.growthMb.gateway} MB |`,
    `| booking | ${uploads.rssMb.before.booking} MB | ${uploads.rssMb.peak.booking} MB | ${uploads.growthMb.booking} MB |`,
    '',
    `Bookings at ${load.connections} connections (multipart with a small PDF, one slot each): **${load.requestsPerSec} req/s**, p50 ${load.latencyP50Ms} ms, p99 **${load.latencyP99Ms} ms**, non-2xx ${load.non2xx}, errors ${load.errors}. Target ≥ ${bookingTargets.requestsPerSec} req/s, p99 ≤ ${bookingTargets.latencyP99Ms} ms, no error: ${load.withinTarget ? 'yes' : 'NO'} (on this shared 2-core machine, see the load line above and bench/README.md).`,
    '',
    `CPU per booking in that round, by process (/proc, user + system), read once ${load.emailsDelivered} confirmations had reached the SMTP sink (${load.booked} bookings were answered within the round; the requests still in flight at its end booked too), ${load.emailsDoneS} s after the round: the relay, the worker and the delivery included (with an office address, as here, each booking sends two emails: the client's and the office's notice); the bench's own Redis is not counted:`,
    '',
    '| process | CPU ms per booking |',
    '|---|---|',
    ...load.cpu.map((row) => `| ${row.name} | ${row.perBookingMs} |`),
    `| **all** | **${load.cpuTotalMs}** |`,
    '',
    `Sustained ceiling on this machine's ${load.cores} cores at that cost: **${load.ceilingPerSec} bookings/s** (${load.cores} × 1000 ms / ${load.cpuTotalMs} ms), whatever the concurrency; a 10 s round runs above it by leaving emails for after it (${load.emailsDoneS} s here). The target of ${bookingTargets.requestsPerSec}/s needs at most ${round((load.cores * 1000) / bookingTargets.requestsPerSec)} ms per booking for everything together.`,
    '',
    `PostgreSQL (running the booking's statements as they are today) and the load generator alone spent **${load.floorMs} ms** per booking: even if the gateway, the services and the worker cost nothing, these ${load.cores} cores would book at most **${load.floorCeilingPerSec}/s**.`,
    '',
  ];
}
