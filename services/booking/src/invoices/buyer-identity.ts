import type { Logger } from '@ssc/service-kit';
import { createServiceTokenSigner, SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';
import { GUEST_USER_ID } from '../db/schema';

const TIMEOUT_MS = 3_000;

/**
 * The national id a paying client gave with their account, for the buyer on their invoice: asked
 * of the auth service with booking's service token. Guests, accounts without one, and an auth
 * service away (the invoice must not wait for it) give undefined: the invoice then names the
 * buyer without it. The id itself is never logged.
 */
export function buyerIdentity(options: { authUrl: string; serviceKey: string; logger: Logger }) {
  const sign = createServiceTokenSigner(options.serviceKey, 'booking');
  return async (userId: string): Promise<string | undefined> => {
    if (userId === GUEST_USER_ID) return undefined;
    try {
      const res = await fetch(
        `${options.authUrl}/internal/users/${encodeURIComponent(userId)}/invoice-identity`,
        {
          headers: { [SERVICE_TOKEN_HEADER]: sign('auth') },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`auth answered ${res.status}`);
      const { nationalId } = (await res.json()) as { nationalId?: unknown };
      // Ten digits or nothing: what registration accepts (an older row may hold other text).
      return typeof nationalId === 'string' && /^\d{10}$/.test(nationalId) ? nationalId : undefined;
    } catch (error) {
      options.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'buyer national id unavailable: the invoice names the buyer without it',
      );
      return undefined;
    }
  };
}
