import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { handleUnauthorized, isUnauthorized, resetUnauthorizedForTests } from './unauthorized';

afterEach(resetUnauthorizedForTests);

describe('isUnauthorized (spec §8)', () => {
  it('recognises a 401 answer or a message carrying 401', () => {
    expect(isUnauthorized(new ApiError(401, 'يجب تسجيل الدخول', null))).toBe(true);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(true);
  });

  it('leaves other errors alone, 4010 included', () => {
    expect(isUnauthorized(new ApiError(403, 'ممنوع', null))).toBe(false);
    expect(isUnauthorized(new ApiError(409, 'لا يمكن تغيير حالة الموعد بهذا الشكل', null))).toBe(
      false,
    );
    expect(isUnauthorized(new ApiError(500, '500: 4010 errors', null))).toBe(false);
    expect(isUnauthorized(new Error('4010 items'))).toBe(false);
    expect(isUnauthorized(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });

  it('takes the word "Unauthorized" only where the page asks (the admin page)', () => {
    expect(isUnauthorized(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorized(new Error('Unauthorized'), { orUnauthorizedText: true })).toBe(true);
  });
});

describe('handleUnauthorized', () => {
  it('starts the sign-in flow once however many calls fail with 401', () => {
    let sent = 0;
    const signIn = () => {
      sent += 1;
    };
    expect(handleUnauthorized(new ApiError(401, 'x', null), signIn)).toBe(true);
    expect(handleUnauthorized(new ApiError(401, 'y', null), signIn)).toBe(true);
    expect(sent).toBe(1);
  });

  it('leaves other errors to the caller', () => {
    let sent = 0;
    expect(handleUnauthorized(new ApiError(500, 'خطأ', null), () => (sent += 1))).toBe(false);
    expect(sent).toBe(0);
  });
});
