import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A message one service puts on a queue for another, signed with the shared service key
 * (loadServiceKey): anyone who can reach Redis can push a job, but not one that verifies. The
 * purpose is part of what is signed, so a message signed for one queue is worthless on another.
 */
export interface SignedMessage {
  /** The JSON text that was signed, exactly as signed. */
  body: string;
  /** HMAC-SHA256 of purpose + body, base64url. */
  signature: string;
}

const envelopeSchema = z.object({
  body: z.string().max(64 * 1024),
  signature: z.string().regex(/^[\w-]{43}$/),
});

function mac(key: string, purpose: string, body: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}\n`).update(body).digest();
}

export function signMessage(key: string, purpose: string, payload: unknown): SignedMessage {
  const body = JSON.stringify(payload);
  return { body, signature: mac(key, purpose, body).toString('base64url') };
}

/** The payload when the envelope was signed with `key` for `purpose`; undefined otherwise. */
export function verifyMessage(key: string, purpose: string, envelope: unknown): unknown {
  const parsed = envelopeSchema.safeParse(envelope);
  if (!parsed.success) return undefined;
  const expected = mac(key, purpose, parsed.data.body);
  const given = Buffer.from(parsed.data.signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(parsed.data.body) as unknown;
  } catch {
    return undefined;
  }
}
