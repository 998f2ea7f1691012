import { describe, expect, it } from 'vitest';
import { clientKeyFromSegment, clientKeySegment } from './notes';

// The gateway's one spelling of an /api path (gateway/src/http/canonical-path.ts): a client key
// must cross it as unreserved characters only.
const CANONICAL_SEGMENT = /^[A-Za-z0-9_~-]+$/;

describe('a client key as a path segment', () => {
  it('spells every key with unreserved characters and reads it back canonical', () => {
    for (const [key, canonical] of [
      ['user:6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10', 'user:6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10'],
      ['guest:Sara+x@Example.JO', 'guest:sara+x@example.jo'],
      ['guest:o.long-name_1@mail.example.com', 'guest:o.long-name_1@mail.example.com'],
    ] as const) {
      const segment = clientKeySegment(key);
      expect(segment).toMatch(CANONICAL_SEGMENT);
      expect(clientKeyFromSegment(segment)).toBe(canonical);
    }
  });

  it('takes a key sent as itself, and refuses what is neither', () => {
    expect(clientKeyFromSegment('guest:Layla@example.jo')).toBe('guest:layla@example.jo');
    for (const segment of [
      '',
      'user',
      clientKeySegment('admin:x'),
      clientKeySegment('guest:not-an-email'),
      clientKeySegment('user:a b'),
      '____',
      '%2e%2e',
    ]) {
      expect(clientKeyFromSegment(segment)).toBeNull();
    }
  });
});
