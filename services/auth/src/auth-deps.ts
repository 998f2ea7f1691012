import type { Database } from '@ssc/service-kit';
import type { AccountLimits } from './accounts/account-limits';
import type { RevocationPublisher } from './admin/revocations';
import type { AuthOptions } from './config';
import type * as schema from './db/schema';

/** What the auth routes share: the database, the options, the account limits and the mail relay. */
export interface AuthDeps {
  db: Database<typeof schema>;
  options: AuthOptions;
  limits: AccountLimits;
  /** Seals the emails in the outbox (see addToOutbox). */
  serviceKey: string;
  /** Asks the outbox relay to send what was just committed (a no-op until it has started). */
  nudgeMail(): void;
  /** Tells the gateways to forget an account's cached identities (disabled, role changed). */
  revocations: RevocationPublisher;
}
