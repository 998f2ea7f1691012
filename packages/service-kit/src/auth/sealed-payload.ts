import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Queue and outbox payloads that must not be readable at rest (an email carries a password-reset
 * link, a client's name and appointment): AES-256-GCM under a key derived from the shared
 * service key for one purpose (the queue name). Only processes holding the service key can read
 * one or make one that opens, so a job pushed into Redis by anyone else is refused too.
 */
export interface SealedPayload {
  sealed: string;
}

const VERSION = 'v1';
const sealedSchema = z.object({
  sealed: z
    .string()
    .startsWith(`${VERSION}.`)
    .max(1024 * 1024),
});

/** Derived keys by service key and purpose: HKDF is synchronous crypto, run once per pair. */
const derivedKeys = new Map<string, Buffer>();

function keyFor(serviceKey: string, purpose: string): Buffer {
  const id = `${purpose}\0${serviceKey}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serviceKey, 'ssc-sealed-payload', purpose, 32));
    // A process holds a handful of keys and purposes; the bound only guards against misuse.
    if (derivedKeys.size >= 64) derivedKeys.clear();
    derivedKeys.set(id, key);
  }
  return key;
}

export function sealPayload(serviceKey: string, purpose: string, value: unknown): SealedPayload {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serviceKey, purpose), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return { sealed: [VERSION, ...parts].join('.') };
}

/** The value sealed with this key for this purpose; undefined for anything else. */
export function openPayload(serviceKey: string, purpose: string, envelope: unknown): unknown {
  const parsed = sealedSchema.safeParse(envelope);
  if (!parsed.success) return undefined;
  const [, iv, tag, data] = parsed.data.sealed.split('.');
  if (!iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(serviceKey, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
