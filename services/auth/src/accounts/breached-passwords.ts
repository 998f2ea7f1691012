import { authMessages } from '@ssc/contracts';
import { badRequest } from '@ssc/service-kit';
import { COMMON_PASSWORDS } from './common-passwords';

// ASVS 2.1.7: a new password is checked against the most common breached ones. The list is all
// lower case, so the comparison is case-insensitive (`Password1` is as guessable as `password1`).
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

/** Refuses a common password with the form's Arabic message, under the `password` field. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(authMessages.passwordBreached, { password: authMessages.passwordBreached });
  }
}
