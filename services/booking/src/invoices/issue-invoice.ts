import { randomUUID } from 'node:crypto';
import {
  JOFOTARA_SUBMISSIONS_QUEUE,
  type PaymentMethod,
  type PaymentTargetKind,
} from '@ssc/contracts';
import { ammanDayKey } from '@ssc/contracts/slots';
import { splitTotal } from '@ssc/jofotara';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { signMessage } from '@ssc/service-kit/internal-auth';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { eq, sql } from 'drizzle-orm';
import { invoices, outbox } from '../db/schema';
import { invoiceNumber, nextCounter } from './invoice-numbers';
import type { InvoiceSettings } from './invoice-settings';
import { invoiceXml } from './invoice-xml';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type InvoiceRow = typeof invoices.$inferSelect;

/** What an invoice is about, from the paid (or refunded) row. */
export interface InvoiceFacts {
  /** Once per source: `payment:<target id>`, `refund:<target id>`. */
  sourceKey: string;
  targetKind: PaymentTargetKind;
  targetId: string;
  userId: string;
  reference: string;
  clientName: string;
  /** The buyer's national id, when their account gave one. */
  clientNationalId?: string | undefined;
  serviceName: string;
  startsAt?: Date | null;
  /** Fils paid (or refunded), tax included. */
  totalMinor: number;
  paidAt?: Date | null;
  paymentMethod?: PaymentMethod | null;
  paymentReference?: string | null;
  /** When it is issued (its Amman day is the invoice's date and its year the number's). */
  at: Date;
}

/** Where a live invoice is handed to be sent: the outbox's queue and the signing key. */
export interface InvoiceTarget {
  settings: InvoiceSettings;
  serviceKey: string;
}

/**
 * Issues the invoice of a payment in the caller's transaction (the one that marks it paid): its
 * number, its UBL document, and with `JOFOTARA_MODE=live` an outbox row that sends it to JoFotara
 * after the commit, never inside the payment's request. Issuing twice for one source gives the
 * first invoice back.
 */
export async function issueInvoice(
  tx: Tx,
  target: InvoiceTarget,
  facts: InvoiceFacts,
): Promise<InvoiceRow> {
  return (await issue(tx, target, facts, undefined)).row;
}

/**
 * A credit invoice (UBL 381) for a refund of `original`: the refunded amount (never more than is
 * left of the original), the original's number and UUID, and the reason. Undefined when nothing is
 * left to credit.
 */
export async function issueCreditInvoice(
  tx: Tx,
  target: InvoiceTarget,
  original: InvoiceRow,
  facts: InvoiceFacts & { reason: string },
): Promise<InvoiceRow | undefined> {
  const left = original.totalMinor - original.creditedMinor;
  const totalMinor = Math.min(facts.totalMinor, left);
  if (totalMinor <= 0) return undefined;
  const { row: credit, created } = await issue(
    tx,
    target,
    { ...facts, totalMinor },
    { original, reason: facts.reason },
  );
  // Issued before (the same refund told twice): credited once.
  if (!created) return credit;
  await tx
    .update(invoices)
    .set({ creditedMinor: sql`${invoices.creditedMinor} + ${credit.totalMinor}` })
    .where(eq(invoices.id, original.id));
  return credit;
}

async function issue(
  tx: Tx,
  { settings, serviceKey }: InvoiceTarget,
  facts: InvoiceFacts,
  credit: { original: InvoiceRow; reason: string } | undefined,
): Promise<{ row: InvoiceRow; created: boolean }> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.sourceKey, facts.sourceKey));
  if (existing) return { row: existing, created: false };
  const day = ammanDayKey(facts.at);
  const year = Number(day.slice(0, 4));
  const number = invoiceNumber(year, await nextCounter(tx, `INV-${year}`));
  const icv = await nextCounter(tx, 'ICV');
  // A credit invoice keeps the tax treatment of the invoice it credits.
  const taxType = credit?.original.taxType ?? settings.taxType;
  const totals = splitTotal(facts.totalMinor, taxType);
  const values = {
    number,
    type: credit ? ('credit' as const) : ('invoice' as const),
    ublUuid: randomUUID(),
    issuedAt: facts.at,
    icv,
    taxType,
    clientName: facts.clientName,
    clientNationalId: facts.clientNationalId ?? null,
    serviceName: facts.serviceName,
    totalMinor: totals.totalMinor,
    reason: credit?.reason ?? null,
  };
  const xml = invoiceXml(values, settings.seller, credit?.original);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...values,
      sourceKey: facts.sourceKey,
      targetKind: facts.targetKind,
      targetId: facts.targetId,
      userId: facts.userId,
      reference: facts.reference,
      startsAt: facts.startsAt ?? null,
      netMinor: totals.netMinor,
      taxMinor: totals.taxMinor,
      taxPercent: totals.taxPercent,
      paidAt: facts.paidAt ?? null,
      paymentMethod: facts.paymentMethod ?? null,
      paymentReference: facts.paymentReference ?? null,
      xml,
      originalInvoiceId: credit?.original.id ?? null,
    })
    .returning();
  if (!row) throw new Error('invoice not stored');
  if (settings.mode === 'live') await queueSubmission(tx, { settings, serviceKey }, row.id, 0);
  return { row, created: true };
}

/**
 * Hands an invoice to the JoFotara consumer once the transaction commits. `round` tells a resend
 * from the first hand-over (each needs its own job id: BullMQ keeps a failed job's id).
 */
export async function queueSubmission(
  tx: Pick<Tx, 'insert'>,
  { settings, serviceKey }: InvoiceTarget,
  invoiceId: string,
  round: number,
): Promise<void> {
  await addToOutbox(tx, outbox, {
    jobId: round === 0 ? `jofotara-${invoiceId}` : `jofotara-${invoiceId}-${round}`,
    queue: settings.queue,
    payload: signMessage(serviceKey, JOFOTARA_SUBMISSIONS_QUEUE, { invoiceId }),
  });
}
