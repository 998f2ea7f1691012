import type { User } from '@ssc/ui';

/** Shown in the avatar when the user has neither a first name nor an email (spec §2, user menu). */
export const DEFAULT_AVATAR_LETTER = 'م';

function firstCharacter(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  // Array.from splits by code point, so a letter outside the BMP is not cut in half.
  return trimmed ? Array.from(trimmed)[0] : undefined;
}

/** The avatar's letter: the first letter of firstName, else of the email, else a default letter. */
export function avatarLetter(user: Pick<User, 'firstName' | 'email'>): string {
  const letter = firstCharacter(user.firstName) ?? firstCharacter(user.email);
  return letter ? letter.toLocaleUpperCase('en') : DEFAULT_AVATAR_LETTER;
}

/** The name shown at the top of the user menu: first and last name, else username, else email. */
export function fullName(
  user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>,
): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username?.trim() || user.email;
}
