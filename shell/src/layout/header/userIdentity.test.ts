import { describe, expect, it } from 'vitest';
import { avatarLetter, DEFAULT_AVATAR_LETTER, fullName } from './userIdentity';

describe('avatarLetter', () => {
  it('takes the first letter of the first name', () => {
    expect(avatarLetter({ firstName: 'محمد', email: 'zaid@example.jo' })).toBe('م');
    expect(avatarLetter({ firstName: '  سارة', email: 'x@example.jo' })).toBe('س');
  });

  it('falls back to the email, upper-cased, when there is no first name', () => {
    expect(avatarLetter({ firstName: null, email: 'zaid@example.jo' })).toBe('Z');
    expect(avatarLetter({ firstName: '   ', email: 'laila@example.jo' })).toBe('L');
  });

  it('uses the default Arabic letter when neither is there', () => {
    expect(avatarLetter({ firstName: undefined, email: '' })).toBe(DEFAULT_AVATAR_LETTER);
  });
});

describe('fullName', () => {
  it('joins the first and last names', () => {
    expect(fullName({ firstName: 'أحمد', lastName: 'العلي', email: 'a@example.jo' })).toBe(
      'أحمد العلي',
    );
  });

  it('falls back to the username, then the email', () => {
    expect(fullName({ firstName: '', lastName: null, username: 'ahmad', email: 'a@x.jo' })).toBe(
      'ahmad',
    );
    expect(fullName({ email: 'a@x.jo' })).toBe('a@x.jo');
  });
});
