import { errorMessages } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toResponse } from './error-handler';
import { badRequest } from './http-error';

describe('toResponse', () => {
  it('maps formidable httpCode 413 to the Arabic payload-too-large message', () => {
    const error = Object.assign(new Error('options.maxFileSize (10485760 bytes) exceeded'), {
      httpCode: 413,
    });
    expect(toResponse(error)).toEqual({
      status: 413,
      body: { message: errorMessages.payloadTooLarge },
    });
  });

  it('maps http-errors statuses without their English text', () => {
    const error = Object.assign(new Error('Unsupported Media Type'), { status: 415, expose: true });
    expect(toResponse(error)).toEqual({
      status: 415,
      body: { message: errorMessages.unsupportedMedia },
    });
  });

  it('keeps field errors of an HttpError', () => {
    expect(toResponse(badRequest('خطأ', { email: 'البريد مستخدم' }))).toEqual({
      status: 400,
      body: { message: 'خطأ', errors: { email: 'البريد مستخدم' } },
    });
  });

  it('uses the message of a whole-object zod issue when no field is named', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'البيانات متعارضة');
    const result = schema.safeParse({ a: 'x' });
    expect(toResponse(result.error)).toEqual({
      status: 400,
      body: { message: 'البيانات متعارضة' },
    });
  });

  it('names nested fields by their path', () => {
    const schema = z.object({ contact: z.object({ phone: z.string('الهاتف مطلوب') }) });
    expect(toResponse(schema.safeParse({ contact: {} }).error).body).toEqual({
      message: errorMessages.validation,
      errors: { 'contact.phone': 'الهاتف مطلوب' },
    });
  });

  it('turns anything else, even thrown strings and statuses out of range, into a 500', () => {
    for (const thrown of ['boom', null, Object.assign(new Error('x'), { status: 200 })]) {
      expect(toResponse(thrown)).toEqual({
        status: 500,
        body: { message: errorMessages.internal },
      });
    }
  });
});

describe('a database that cannot be reached', () => {
  const unavailable = { status: 503, body: { message: errorMessages.serviceUnavailable } };

  it('is a 503, through the wrappers Drizzle and the pool put around it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(toResponse(wrapped)).toEqual(unavailable);
    expect(toResponse(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    // 57P01: the server was shut down under the query; 08006: connection failure.
    for (const code of ['57P01', '57P03', '08006']) {
      expect(toResponse(Object.assign(new Error('x'), { code }))).toEqual(unavailable);
    }
  });

  it('leaves other database errors a 500', () => {
    // 23505 unique violation, 42P01 undefined table: bugs, not an outage.
    for (const code of ['23505', '42P01']) {
      const error = new Error('Failed query', { cause: Object.assign(new Error('x'), { code }) });
      expect(toResponse(error).status).toBe(500);
    }
  });

  it('survives an error whose cause points back at itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(toResponse(error).status).toBe(500);
  });
});
