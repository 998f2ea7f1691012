import { describe, expect, it } from 'vitest';
import { errorMessageForStatus, errorMessages } from './errors';

describe('errorMessageForStatus', () => {
  it('names the known statuses and falls back by class', () => {
    expect(errorMessageForStatus(409)).toBe(errorMessages.conflict);
    expect(errorMessageForStatus(405)).toBe(errorMessages.methodNotAllowed);
    expect(errorMessageForStatus(503)).toBe(errorMessages.serviceUnavailable);
    expect(errorMessageForStatus(422)).toBe(errorMessages.validation);
    expect(errorMessageForStatus(500)).toBe(errorMessages.internal);
    expect(errorMessageForStatus(504)).toBe(errorMessages.internal);
  });
});
