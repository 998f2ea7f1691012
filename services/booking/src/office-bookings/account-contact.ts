import { createServiceTokenSigner, SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';

const TIMEOUT_MS = 3_000;

/** What the office books with for a registered client, as the auth service holds it. */
export interface AccountContact {
  fullName: string;
  email: string;
  mobileNumber: string | null;
  disabled: boolean;
}

/** The auth service was away or answered something else: the booking is not made (502). */
export class AccountLookupError extends Error {
  constructor(cause: string) {
    super(`account contact unavailable: ${cause}`);
    this.name = 'AccountLookupError';
  }
}

/**
 * The account's own name, email and mobile, asked of the auth service with booking's service
 * token (issue 34.4): the office picks a client by id, and whatever name or email came with the
 * request is never used. Undefined for an account auth does not know.
 */
export function accountContacts(options: { authUrl: string; serviceKey: string }) {
  const sign = createServiceTokenSigner(options.serviceKey, 'booking');
  return async (userId: string): Promise<AccountContact | undefined> => {
    let res: Response;
    try {
      res = await fetch(
        `${options.authUrl}/internal/users/${encodeURIComponent(userId)}/booking-contact`,
        {
          headers: { [SERVICE_TOKEN_HEADER]: sign('auth') },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new AccountLookupError(error instanceof Error ? error.message : String(error));
    }
    if (res.status === 404) return undefined;
    if (!res.ok) throw new AccountLookupError(`auth answered ${res.status}`);
    const body = (await res.json()) as Partial<AccountContact>;
    if (typeof body.fullName !== 'string' || typeof body.email !== 'string') {
      throw new AccountLookupError('auth answered without a name or an email');
    }
    return {
      fullName: body.fullName,
      email: body.email,
      mobileNumber: typeof body.mobileNumber === 'string' ? body.mobileNumber : null,
      disabled: body.disabled === true,
    };
  };
}
