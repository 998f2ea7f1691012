import { AUDIT_SUMMARY_HEADER } from '@ssc/contracts/endpoints';
import type { ServiceContext } from './state';

/**
 * What an admin action did, in the words the audit log keeps (issue 34.7): the gateway takes
 * them off the answer (AUDIT_SUMMARY_HEADER) and reports them with the entry. Said only for an
 * admin's action (a client's own change is not in the audit log).
 */
export function sayForAudit(ctx: ServiceContext, words: string): void {
  ctx.set(AUDIT_SUMMARY_HEADER, encodeURIComponent(words));
}
