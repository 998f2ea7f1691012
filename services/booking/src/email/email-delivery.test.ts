// The whole email path with real processes: booking (outbox) → relay → Redis (BullMQ) → worker → SMTP.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Appointment, EMAIL_QUEUE, LOCALE, TIME_ZONE } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import type { RunningService } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import { hasRedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import {
  closedPort,
  type SpawnedProcess,
  spawnProcess,
  startTestService,
  type TestDatabase,
  testDatabases,
  testRedis,
} from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { manageToken } from '../lifecycle/manage-link';
import { createBookingService } from '../service';
import {
  bookingForm,
  slotPicker,
  startContentService,
  startMailbox,
  UNCAPPED,
} from '../testing/harness';
import { pdfBytes } from '../testing/sample-files';

/** The day as the worker's template writes it (Arabic words, Latin digits, Amman). */
const ammanDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const workerDir = fileURLToPath(new URL('../../../worker', import.meta.url));
const [postgres] = await testDatabases();
// Our own Redis, which this test may stop and start; without the binary, the shared one is used
// after a closed port (the relay is pointed at it by a restart).
const ownRedis = hasRedisServer();
const sharedRedis = ownRedis ? undefined : await testRedis();

describe.skipIf(!postgres || sharedRedis?.skip)(
  'booking and cancellation emails while Redis is down',
  () => {
    let content: Awaited<ReturnType<typeof startContentService>>;
    let database: TestDatabase;
    let service: RunningService | undefined;
    let workerDataDir: string;
    const settings = { contentUrl: '', redisUrl: '', ...UNCAPPED };
    const nextSlot = slotPicker(60);

    beforeAll(async () => {
      content = await startContentService();
      settings.contentUrl = content.url;
      database = await (postgres as NonNullable<typeof postgres>).create('booking');
      workerDataDir = await mkdtemp(join(tmpdir(), 'ssc-booking-worker-'));
    }, 120_000);

    afterAll(async () => {
      await service?.close();
      await database?.dispose();
      await content?.stop();
      if (workerDataDir) await rm(workerDataDir, { recursive: true, force: true });
    });

    it('keeps every email in the outbox and delivers each exactly once when Redis is back', {
      timeout: 90_000,
    }, async () => {
      const port = await closedPort();
      settings.redisUrl = `redis://127.0.0.1:${port}`;
      service = await startTestService(createBookingService(settings), database);
      const smtp = await startMailbox();
      let redis: { stop(): Promise<void> } | undefined;
      let worker: SpawnedProcess | undefined;
      let queue: Queue | undefined;
      try {
        const booked: Appointment[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await fetch(`${service.url}/api/appointments`, {
            method: 'POST',
            body: bookingForm(
              {
                ...sampleBookingFields,
                contactEmail: `client${i}@example.jo`,
                date: nextSlot().iso,
              },
              [{ name: 'مستند.pdf', content: pdfBytes() }],
            ),
          });
          expect(res.status).toBe(201);
          booked.push((await res.json()) as Appointment);
        }
        // The first client cancels with the emailed link meanwhile (issue 18): its email waits too.
        const first = booked[0] as Appointment;
        const token = manageToken(loadServiceKey(service.config.dataDir), first.id);
        const cancel = await fetch(
          `${service.url}/api/appointments/${first.id}/cancel?token=${token}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          },
        );
        expect(cancel.status).toBe(200);
        expect(await service.db.select().from(outbox).where(isNull(outbox.sentAt))).toHaveLength(4);

        // Redis comes back.
        let redisUrl = settings.redisUrl;
        if (ownRedis) {
          redis = await startRedisServer(port);
        } else {
          redisUrl = sharedRedis?.url ?? '';
          settings.redisUrl = redisUrl;
          await service.close();
          service = await startTestService(createBookingService(settings), database);
        }
        worker = await spawnProcess('src/main.ts', {
          cwd: workerDir,
          env: {
            PORT: '0',
            DATA_DIR: workerDataDir,
            REDIS_URL: redisUrl,
            SMTP_URL: smtp.url,
            // The worker opens what booking sealed: both hold the service key.
            INTERNAL_SERVICE_KEY: loadServiceKey(service.config.dataDir),
          },
        });
        queue = new Queue(EMAIL_QUEUE, { connection: { url: redisUrl } });
        const open = queue;
        await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(4);
        // Sent jobs leave Redis at once.
        await expect
          .poll(async () => await open.getJobCounts('completed', 'waiting', 'active'))
          .toEqual({
            completed: 0,
            waiting: 0,
            active: 0,
          });
        expect(await service.db.select().from(outbox).where(isNull(outbox.sentAt))).toHaveLength(0);

        expect(smtp.received).toHaveLength(4);
        for (const [i, appointment] of booked.entries()) {
          const mail = smtp.received.filter(
            (m) => m.to.includes(`client${i}@example.jo`) && !m.subject.includes('أُلغي'),
          );
          expect(mail).toHaveLength(1);
          expect(mail[0]?.subject).toContain(ammanDay.format(new Date(appointment.date)));
          expect(mail[0]?.subject).toContain(appointment.reference);
          expect(mail[0]?.html).toContain('dir="rtl"');
          const ics = mail[0]?.attachments.find((a) => a.filename === 'appointment.ics');
          expect(ics?.content).toContain(`UID:${appointment.id}`);
        }
        const cancelled = smtp.received.filter(
          (m) => m.to.includes('client0@example.jo') && m.subject.includes('أُلغي'),
        );
        expect(cancelled).toHaveLength(1);
        const cancelIcs = cancelled[0]?.attachments.find(
          (a) => a.filename === 'appointment-cancelled.ics',
        );
        expect(cancelIcs?.content).toContain('METHOD:CANCEL');
        expect(cancelIcs?.content).toContain(`UID:${first.id}`);
        expect(cancelIcs?.content).toContain('SEQUENCE:1');
      } finally {
        await worker?.stop('SIGTERM');
        await queue?.close();
        await smtp.close();
        await redis?.stop();
      }
    });
  },
);
