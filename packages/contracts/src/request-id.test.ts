import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it('keeps a plain incoming id and replaces anything else with a UUID', () => {
    expect(requestIdFrom('req_1.a:b-2')).toBe('req_1.a:b-2');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'has space', 'line\nbreak', 'a/b', 'x'.repeat(129)]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
