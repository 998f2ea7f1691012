import { PAYMENT_REFUNDS_QUEUE, type RefundRequest } from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { signMessage } from '@ssc/service-kit/internal-auth';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { outbox } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the requests go: `payment-refunds` (tests use their own queue) and the signing key. */
export interface RefundsTarget {
  queue: string;
  serviceKey: string;
}

/**
 * Asks the payment service, in the caller's transaction, to refund an appointment's payment or to
 * release its unpaid intent (`RefundRequest`). Signed: the payment service believes only booking.
 * `jobId` makes the request once-only (one per cancellation, late payment, release or retry).
 */
export async function queueRefundRequest(
  tx: Tx,
  jobId: string,
  request: RefundRequest,
  target: RefundsTarget,
): Promise<void> {
  await addToOutbox(tx, outbox, {
    jobId,
    queue: target.queue,
    payload: signMessage(target.serviceKey, PAYMENT_REFUNDS_QUEUE, request),
  });
}
