import { type EmailJob, emailJobSchema, type OfficeEvent } from '@ssc/contracts';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { OutboxTable } from './outbox-table';
import { addToOutbox } from './outbox-write';

type Writer = Parameters<typeof addToOutbox>[0];

/**
 * Where the office's notifications go: `OFFICE_EMAIL` (one address or several, separated by
 * commas), else the bootstrap admin's `ADMIN_EMAIL`; none when neither is set (a development
 * machine), and the services then write no office email at all. A malformed address stops the
 * start: a typo must not silently swallow every notification.
 */
export function officeRecipients(env: NodeJS.ProcessEnv = process.env): string[] {
  const source = env.OFFICE_EMAIL?.trim() ? 'OFFICE_EMAIL' : 'ADMIN_EMAIL';
  const raw = env[source]?.trim() ?? '';
  if (!raw) return [];
  const addresses = raw
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  for (const address of addresses) {
    if (!z.email().safeParse(address).success)
      throw new Error(`${source} must be email addresses separated by commas, got "${address}"`);
  }
  return [...new Set(addresses)];
}

export interface OfficeNotices {
  /** Whether anyone receives them (no recipient: nothing is written). */
  readonly enabled: boolean;
  /**
   * Writes one `office-notification` email per recipient into the outbox, in the caller's
   * transaction (the event and its notice commit together). `key` names the event once and for
   * all (e.g. `booking-<id>`): the same event is never announced twice. An event that does not
   * fit the email's schema (a name longer than it allows, say) is skipped with a warning: the
   * office's notice must never hold back the booking or payment it is about.
   */
  notify(tx: Writer, key: string, event: OfficeEvent): Promise<void>;
}

export function createOfficeNotices(options: {
  recipients: readonly string[];
  outbox: OutboxTable;
  serviceKey: string;
  publicUrl: string;
  logger?: Logger;
}): OfficeNotices {
  const consoleUrl = new URL('/admin', options.publicUrl).toString();
  return {
    enabled: options.recipients.length > 0,
    async notify(tx, key, event) {
      for (const [index, to] of options.recipients.entries()) {
        const email: EmailJob = { template: 'office-notification', to, event, consoleUrl };
        const checked = emailJobSchema.safeParse(email);
        if (!checked.success) {
          // Field paths only: the values are a client's personal data.
          options.logger?.warn(
            { key, fields: checked.error.issues.map((issue) => issue.path.join('.')) },
            'office notice skipped: the event does not fit the email',
          );
          return;
        }
        await addToOutbox(
          tx,
          options.outbox,
          { jobId: `office-${key}-${index}`, email: checked.data },
          options.serviceKey,
        );
      }
    },
  };
}
