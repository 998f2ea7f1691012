import { ApiError } from '@ssc/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { isUnauthorized, resetUnauthorizedState, signInAgainOn401 } from './unauthorized';

afterEach(resetUnauthorizedState);

describe('signInAgainOn401', () => {
  it('recognises a 401 answer or a message carrying 401 (spec §8)', () => {
    expect(isUnauthorized(new ApiError(401, 'يجب تسجيل الدخول', null))).toBe(true);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'ممنوع', null))).toBe(false);
    expect(isUnauthorized(new ApiError(500, '500: 4010 errors', null))).toBe(false);
    expect(isUnauthorized(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('starts the sign-in flow once however many calls fail with 401', () => {
    let sent = 0;
    const send = () => {
      sent += 1;
    };
    expect(signInAgainOn401(new ApiError(401, 'x', null), send)).toBe(true);
    expect(signInAgainOn401(new ApiError(401, 'y', null), send)).toBe(true);
    expect(sent).toBe(1);
  });

  it('leaves other errors to the caller', () => {
    let sent = 0;
    expect(signInAgainOn401(new ApiError(500, 'خطأ', null), () => (sent += 1))).toBe(false);
    expect(sent).toBe(0);
  });
});
