import { ApiError } from '@ssc/api-client';
import { describe, expect, it } from 'vitest';
import { failureMessage, fieldErrors } from './authApi';

describe('failureMessage', () => {
  it("shows the server's own message", () => {
    const error = new ApiError(409, 'البريد الإلكتروني مسجل مسبقاً', {
      message: 'البريد الإلكتروني مسجل مسبقاً',
    });
    expect(failureMessage(error, 'افتراضي')).toBe('البريد الإلكتروني مسجل مسبقاً');
  });

  it('falls back to the screen default without a JSON message or on a network failure', () => {
    expect(failureMessage(new ApiError(502, '502: Bad Gateway', '<html>'), 'افتراضي')).toBe(
      'افتراضي',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'افتراضي')).toBe('افتراضي');
  });
});

describe('fieldErrors', () => {
  it('reads the per-field messages of an error body and ignores anything else', () => {
    const error = new ApiError(400, 'x', {
      message: 'x',
      errors: { email: 'البريد الإلكتروني غير صحيح', nested: { a: 1 } },
    });
    expect(fieldErrors(error)).toEqual({ email: 'البريد الإلكتروني غير صحيح' });
    expect(fieldErrors(new ApiError(400, 'x', 'text'))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
