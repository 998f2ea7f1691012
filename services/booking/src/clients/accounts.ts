import type { Logger } from '@ssc/service-kit';
import { createServiceTokenSigner, SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';

const TIMEOUT_MS = 3_000;

/** An account as the auth service names it to booking. */
export interface Account {
  id: string;
  fullName: string;
  email: string;
  phone: string;
}

/**
 * The accounts of `ids` (a client page's owner, the admins and clients who acted in a history),
 * asked of the auth service with booking's service token (`POST /internal/users/lookup`). Auth
 * being away must not hide the page or the history: the map is then empty and they fall back to
 * what booking itself knows (the booking's contact details, «المكتب»). Unknown ids are left out.
 */
export function accountLookup(options: { authUrl: string; serviceKey: string }) {
  const sign = createServiceTokenSigner(options.serviceKey, 'booking');
  return async (ids: readonly string[], logger: Logger): Promise<Map<string, Account>> => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    try {
      const res = await fetch(`${options.authUrl}/internal/users/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: sign('auth') },
        body: JSON.stringify({ ids: wanted.slice(0, 100) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`auth answered ${res.status}`);
      const { users } = (await res.json()) as { users: Account[] };
      return new Map(users.map((user) => [user.id, user]));
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'account names unavailable: shown from the bookings instead',
      );
      return new Map();
    }
  };
}
