import { CONTACT_DETAILS } from '@ssc/contracts';
import { officeRecipients } from '@ssc/service-kit/outbox';

/** What the content service reads from its environment beyond the kit's common settings. */
export interface ContentSettings {
  /** Redis of the email queue (`REDIS_URL`); the outbox holds the office's notices while it is down. */
  redisUrl: string;
  /** Public address of the site, for the console link in the office's emails (`PUBLIC_URL`). */
  publicUrl: string;
  /** Who is told of each new contact message (`OFFICE_EMAIL`, see officeRecipients). */
  officeRecipients: string[];
  /**
   * The Reply-To of the office's answers to contact messages (issue 34.10): the first office
   * address (`OFFICE_EMAIL`, else `ADMIN_EMAIL`), else the address the site publishes.
   */
  officeReplyTo: string;
}

export function loadContentSettings(env: NodeJS.ProcessEnv = process.env): ContentSettings {
  const recipients = officeRecipients(env);
  return {
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    officeRecipients: recipients,
    officeReplyTo: recipients[0] ?? CONTACT_DETAILS.emails[0],
  };
}
