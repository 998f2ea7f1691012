// @vitest-environment jsdom
import { ApiError, apiErrorFromText } from '@ssc/api-client';
import { bookingMessages, errorMessages, formatAmmanDateTime } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { bookingFailureDescription, serverMessage } from './failureMessage';

// The errors as the transport builds them from the server's answer (status, text).
const answer = (status: number, body: unknown) =>
  apiErrorFromText(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('the booking failure toast', () => {
  it('shows a 429’s Arabic message as the server wrote it, with when to try again', () => {
    const retryAt = '2030-01-06T06:30:00.000Z';
    const message = `تم الوصول إلى الحد اليومي لحجوزات الضيوف بهذا البريد الإلكتروني أو رقم الهاتف. يمكنك المحاولة مجدداً بعد ${formatAmmanDateTime(retryAt)} بتوقيت عمّان.`;
    expect(bookingFailureDescription(answer(429, { message, retryAt }))).toBe(message);
  });

  it('adds when to try again to a 429 whose message does not say it', () => {
    const retryAt = '2030-01-06T06:30:00.000Z';
    const description = bookingFailureDescription(
      answer(429, { message: errorMessages.rateLimited, retryAt }),
    );
    expect(description.startsWith(errorMessages.rateLimited)).toBe(true);
    expect(description).toContain(formatAmmanDateTime(retryAt));
    // Without a time from the server, the message alone.
    expect(bookingFailureDescription(answer(429, { message: errorMessages.rateLimited }))).toBe(
      errorMessages.rateLimited,
    );
  });

  it('shows a 400’s Arabic message verbatim, and every other 4xx’s', () => {
    const message = 'رقم الهاتف غير صحيح';
    expect(
      bookingFailureDescription(answer(400, { message, errors: { contactPhone: message } })),
    ).toBe(message);
    for (const status of [403, 404, 409, 413, 415, 422]) {
      expect(bookingFailureDescription(answer(status, { message: `رسالة ${status}` }))).toBe(
        `رسالة ${status}`,
      );
    }
  });

  it('falls back to the generic hint without an Arabic message from the server', () => {
    for (const error of [
      answer(429, ''),
      answer(413, '<html><body>Request Entity Too Large</body></html>'),
      answer(400, { message: 'Bad Request' }),
      answer(500, { message: 'حدث خطأ غير متوقع' }),
      new ApiError(0, 'network', null),
      new TypeError('Failed to fetch'),
    ]) {
      expect(bookingFailureDescription(error)).toBe(bookingMessages.bookingFailedHint);
      expect(serverMessage(error)).toBeUndefined();
    }
  });
});
