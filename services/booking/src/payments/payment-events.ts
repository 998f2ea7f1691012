import { PAYMENT_EVENTS_QUEUE, type PaymentEvent, paymentEventSchema } from '@ssc/contracts';
import type { Database, Logger } from '@ssc/service-kit';
import { verifyMessage } from '@ssc/service-kit/internal-auth';
import { Worker } from 'bullmq';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { appointments, processedPaymentEvents, serviceRequests } from '../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: the service's typed schema is not needed here
type Db = Database<any>;

export type ApplyOutcome = 'applied' | 'unchanged' | 'duplicate' | 'unknownTarget' | 'needsRefund';

/**
 * Applies one payment outcome to its appointment or service request, once per event id (the
 * processed id is stored in the same transaction). A paid status never moves back: a late
 * `failed` after `paid` changes nothing. A payment for an appointment already cancelled (its
 * payment hold ran out first) is recorded as paid and flagged `needs_refund` for the office;
 * the appointment stays cancelled (its slot may already be someone else's).
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedPaymentEvents)
      .values({ eventId: event.eventId })
      .onConflictDoNothing({ target: processedPaymentEvents.eventId })
      .returning();
    if (fresh.length === 0) return 'duplicate';
    const table = event.kind === 'appointment' ? appointments : serviceRequests;
    const [target] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, event.targetId));
    if (!target) return 'unknownTarget';
    // A paid appointment keeps what was charged (a cancellation refunds a share of it), and one
    // already cancelled is flagged for the office to refund.
    const paidAppointment =
      event.kind === 'appointment' && event.status === 'paid'
        ? {
            needsRefund: sql<boolean>`${appointments.status} = 'cancelled'`,
            ...(event.amountMinor !== undefined ? { paidAmountMinor: event.amountMinor } : {}),
          }
        : {};
    const updated = await tx
      .update(table)
      .set({ paymentStatus: event.status, ...paidAppointment })
      .where(
        and(
          eq(table.id, event.targetId),
          ne(table.paymentStatus, 'paid'),
          ne(table.paymentStatus, event.status),
        ),
      )
      .returning({ id: table.id });
    if (updated.length === 0) return 'unchanged';
    if (event.kind === 'appointment' && event.status === 'paid') {
      const [paid] = await tx
        .select({ needsRefund: appointments.needsRefund })
        .from(appointments)
        .where(eq(appointments.id, event.targetId));
      if (paid?.needsRefund) return 'needsRefund';
    }
    return 'applied';
  });
}

export interface PaymentEventsConsumer {
  close(): Promise<void>;
}

/**
 * The BullMQ consumer of `payment-events` (fed by the payment service's outbox). While this
 * service is down the jobs wait in Redis; a job whose database write fails is retried with backoff.
 */
/** How long Redis may take to answer before the consumer's close stops waiting for it. */
const CLOSE_PING_MS = 1_000;

async function answersWithin(connection: Redis, ms: number): Promise<boolean> {
  if (connection.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      connection.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function startPaymentEventsConsumer(options: {
  db: Db;
  logger: Logger;
  redisUrl: string;
  queueName?: string;
  /** The shared service key the payment service signs its outcomes with. */
  serviceKey: string;
}): PaymentEventsConsumer {
  const { db, logger } = options;
  let lastWarning = 0;
  // Our own connection, so its state is known at close: a graceful close waits for Redis, which
  // never comes while it is down, so the close is forced then (an unfinished job stays in Redis
  // and is retried later, once per event id).
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => {
    // Reported once in a while through the worker's 'error' below.
  });
  const worker = new Worker(
    options.queueName ?? PAYMENT_EVENTS_QUEUE,
    async (job) => {
      // Anyone who reaches Redis can push a job; only the payment service can sign one.
      const payload = verifyMessage(options.serviceKey, PAYMENT_EVENTS_QUEUE, job.data);
      if (payload === undefined) {
        logger.warn({ jobId: job.id }, 'payment event without a valid signature dropped');
        return 'forged';
      }
      const parsed = paymentEventSchema.safeParse(payload);
      if (!parsed.success) {
        // A malformed job can never succeed: log and drop it rather than retry forever.
        logger.error({ jobId: job.id }, 'payment event with an unexpected shape ignored');
        return 'invalid';
      }
      const event = parsed.data;
      const outcome = await applyPaymentEvent(db, event);
      const log =
        outcome === 'unknownTarget' || outcome === 'needsRefund'
          ? logger.warn.bind(logger)
          : logger.info.bind(logger);
      log(
        {
          eventId: event.eventId,
          kind: event.kind,
          targetId: event.targetId,
          status: event.status,
          outcome,
        },
        'payment event processed',
      );
      return outcome;
    },
    {
      connection,
      concurrency: 4,
    },
  );
  worker.on('error', (error) => {
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, 'payment events: cannot reach Redis, waiting for it');
  });
  worker.on('failed', (job, error) => {
    logger.warn({ jobId: job?.id, err: error }, 'payment event failed; it will be retried');
  });
  return {
    async close() {
      // "ready" can be stale: a Redis that has just gone away is still "ready" until its socket's
      // end is read, and a graceful close would then wait for it for ever (seen in CI).
      await worker.close(!(await answersWithin(connection, CLOSE_PING_MS)));
      connection.disconnect();
    },
  };
}
