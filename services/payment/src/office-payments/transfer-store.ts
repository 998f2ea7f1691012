import type { PendingConfirmation } from '@ssc/contracts';
import { fromMinorUnits, PAYMENT_CURRENCY } from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, asc, eq } from 'drizzle-orm';
import { payments, transferReports } from '../db/schema';
import { type EventsTarget, moveToOutcome, type PaymentRow } from '../payments/payment-store';

type TransferRow = typeof transferReports.$inferSelect;

/** The confirmation the client attached to a reported transfer, if any. */
export interface TransferFile {
  storedName: string;
  originalName: string;
  mimeType: string;
}

/**
 * The client says they sent the transfer: the payment waits for the office's check, booking holds
 * the appointment until `holdUntil`, and the report (with its file) is kept in the same
 * transaction. Only a payment not paid and not already reported moves; a rejected transfer may be
 * reported again (the old report is replaced).
 */
export async function reportTransfer(
  db: Db,
  payment: PaymentRow,
  input: { file: (() => Promise<TransferFile>) | undefined; holdUntil: Date | undefined },
  events: EventsTarget,
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const moved = await moveToOutcome(
      tx,
      payment.id,
      {
        to: 'awaiting_confirmation',
        from: ['pending', 'failed'],
        // One report per attempt: a transfer reported again after a rejection is news to booking.
        eventId: `transfer-reported-${payment.id}-${Date.now()}`,
        settler: 'office',
        method: 'cliq',
        ...(input.holdUntil ? { holdUntil: input.holdUntil } : {}),
      },
      events,
    );
    if (!moved) return undefined;
    const file = input.file ? await input.file() : undefined;
    const report = {
      paymentId: payment.id,
      reportedAt: moved.updatedAt,
      storedName: file?.storedName ?? null,
      originalName: file?.originalName ?? null,
      mimeType: file?.mimeType ?? null,
      decision: null,
      decidedAt: null,
      decidedBy: null,
      bankReference: null,
      rejectReason: null,
    };
    await tx
      .insert(transferReports)
      .values(report)
      .onConflictDoUpdate({ target: transferReports.paymentId, set: report });
    return moved;
  });
}

export type Decision =
  | { kind: 'confirmed'; bankReference: string | undefined }
  | { kind: 'rejected'; reason: string };

/**
 * The office's verdict on a reported transfer, in one transaction with its record: confirmed runs
 * the paid path every payment takes (booking marks it paid and sends the receipt), rejected fails
 * the payment so the client may pay again. Only a payment still awaiting confirmation moves, so
 * two admins deciding at once decide once.
 */
export async function decideTransfer(
  db: Db,
  paymentId: string,
  decision: Decision,
  decidedBy: string,
  events: EventsTarget,
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const confirmed = decision.kind === 'confirmed';
    const [payment] = await tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const moved = await moveToOutcome(
      tx,
      paymentId,
      {
        to: confirmed ? 'paid' : 'failed',
        from: ['awaiting_confirmation'],
        eventId: `transfer-${decision.kind}-${paymentId}-${Date.now()}`,
        settler: 'office',
        method: 'cliq',
        // Without the bank's reference, one a person can read out and the office can search for
        // (issue 34.1), like a cash payment's: never the payment's UUID on the receipt.
        chargeRef: confirmed
          ? (decision.bankReference ?? `CLIQ-${payment?.reference ?? paymentId.slice(0, 8)}`)
          : null,
      },
      events,
    );
    if (!moved) return undefined;
    await tx
      .update(transferReports)
      .set({
        decision: decision.kind,
        decidedAt: moved.updatedAt,
        decidedBy,
        bankReference: confirmed ? (decision.bankReference ?? null) : null,
        rejectReason: confirmed ? null : decision.reason,
      })
      .where(eq(transferReports.paymentId, paymentId));
    return moved;
  });
}

/** Cash taken at the desk: the paid path, at once, recorded as the office's. */
export async function recordCash(
  db: Db,
  payment: PaymentRow,
  events: EventsTarget,
): Promise<PaymentRow | undefined> {
  return db.transaction((tx) =>
    moveToOutcome(
      tx,
      payment.id,
      {
        to: 'paid',
        from: ['pending', 'failed', 'awaiting_confirmation'],
        eventId: `cash-${payment.id}`,
        settler: 'office',
        method: 'cash',
        chargeRef: `CASH-${payment.reference ?? payment.id.slice(0, 8)}`,
      },
      events,
    ),
  );
}

/** The office's list: transfers reported and not decided, the oldest first. */
export async function pendingTransfers(db: Db): Promise<PendingConfirmation[]> {
  const rows = await db
    .select({ payment: payments, report: transferReports })
    .from(payments)
    .innerJoin(transferReports, eq(transferReports.paymentId, payments.id))
    .where(and(eq(payments.status, 'awaiting_confirmation')))
    .orderBy(asc(transferReports.reportedAt))
    .limit(500);
  return rows.map(({ payment, report }) => toPending(payment, report));
}

function toPending(payment: PaymentRow, report: TransferRow): PendingConfirmation {
  return {
    id: payment.id,
    kind: payment.kind,
    targetId: payment.targetId,
    reference: payment.reference ?? payment.targetId,
    payerName: payment.payerName ?? '',
    serviceName: payment.serviceName,
    amount: fromMinorUnits(payment.amountMinor),
    currency: PAYMENT_CURRENCY,
    method: payment.method,
    reportedAt: report.reportedAt.toISOString(),
    hasTransferReceipt: report.storedName !== null,
  };
}

/** The file attached to a payment's transfer report, if any. */
export async function transferFileOf(db: Db, paymentId: string): Promise<TransferFile | undefined> {
  const [report] = await db
    .select()
    .from(transferReports)
    .where(eq(transferReports.paymentId, paymentId));
  if (!report?.storedName || !report.mimeType) return undefined;
  return {
    storedName: report.storedName,
    originalName: report.originalName ?? 'transfer',
    mimeType: report.mimeType,
  };
}
