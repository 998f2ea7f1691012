import { DIRECT_EMAIL_PATH, directEmailResultSchema } from '@ssc/contracts';
import { defaultServiceUrl } from '@ssc/contracts/endpoints';
import type { JobsOptions } from 'bullmq';
import { createServiceTokenSigner, SERVICE_TOKEN_HEADER } from '../auth/service-token';

/**
 * Single-machine mode (issue 22): while Redis is unreachable, the relay hands each due email row
 * to the worker's `POST /internal/emails` instead of leaving it in the outbox.
 */
export interface DirectDeliveryOptions {
  /** The shared service key (loadServiceKey): signs the service token addressed to 'worker'. */
  serviceKey: string;
  /** This service's name, as the worker's route allows it ('auth', 'booking', …). */
  caller: string;
  /** `WORKER_URL`, default http://127.0.0.1:4105. */
  workerUrl?: string;
  /** How long one hand-over (the worker's SMTP send included) may take. */
  timeoutMs?: number;
}

/**
 * - `sent`: the worker sent it now or had sent this job id before: mark the row sent;
 * - `permanent`: retrying cannot help (SMTP 5xx, data that does not open);
 * - `retry`: the worker tried and failed (SMTP 4xx, mail server down): one attempt used;
 * - `unreachable`: nobody answered, or not as expected: no attempt used, the row waits.
 */
export interface HandOver {
  result: 'sent' | 'permanent' | 'retry' | 'unreachable';
  reason: string;
}

export function directHandOver(options: DirectDeliveryOptions) {
  const workerUrl = (
    options.workerUrl ??
    process.env.WORKER_URL ??
    defaultServiceUrl('worker')
  ).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const token = createServiceTokenSigner(options.serviceKey, options.caller);
  return {
    workerUrl,
    async handOver(jobId: string, payload: unknown): Promise<HandOver> {
      let response: Response;
      try {
        response = await fetch(`${workerUrl}${DIRECT_EMAIL_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: token('worker') },
          body: JSON.stringify({ jobId, payload }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { result: 'unreachable', reason: `worker unreachable: ${String(error)}` };
      }
      const body = await response.json().catch(() => undefined);
      const parsed = directEmailResultSchema.safeParse(body);
      if (response.ok && parsed.success) return { result: 'sent', reason: parsed.data.status };
      if (response.status === 422) return { result: 'permanent', reason: 'refused for good' };
      if (response.status === 503)
        return { result: 'retry', reason: 'the worker could not send it' };
      // 401/403/404: a key or a WORKER_URL that does not match; nothing was tried.
      return { result: 'unreachable', reason: `worker answered ${response.status}` };
    },
  };
}

/** When the next attempt is due after `made` failed ones, as BullMQ would schedule it. */
export function retryPlan(
  options: JobsOptions,
  made: number,
): { attempts: number; delayMs: number } {
  const attempts = options.attempts ?? 1;
  const backoff = options.backoff;
  if (backoff === undefined) return { attempts, delayMs: 0 };
  if (typeof backoff === 'number') return { attempts, delayMs: backoff };
  const delay = backoff.delay ?? 0;
  const delayMs = backoff.type === 'exponential' ? delay * 2 ** Math.max(0, made - 1) : delay;
  return { attempts, delayMs };
}
