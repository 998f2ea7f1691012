import { createDecipheriv } from 'node:crypto';
import { InvalidWebhookSignature } from '../provider';

/** AES-256-GCM with HyperPay's 96-bit IVs and full 128-bit tags. */
const KEY_BYTES = 32;
const TAG_BYTES = 16;
const HEX = /^(?:[0-9a-f]{2})+$/i;

const fromHex = (value: string | undefined, what: string): Buffer => {
  const text = value?.trim() ?? '';
  if (!HEX.test(text)) throw new InvalidWebhookSignature(`${what} is not hex`);
  return Buffer.from(text, 'hex');
};

/**
 * Opens one HyperPay notification: the body is the hex ciphertext, `X-Initialization-Vector` and
 * `X-Authentication-Tag` carry the IV and the GCM tag (hex), the key is the one HyperPay shows for
 * the webhook. GCM's tag authenticates the body: a changed byte, another key or a shortened tag
 * (refused before decrypting, as a short tag would be easier to forge) throws
 * InvalidWebhookSignature, so only HyperPay's own notifications reach the payment.
 */
export function decryptNotification(
  keyHex: string,
  body: Buffer,
  iv: string | undefined,
  tag: string | undefined,
): unknown {
  const key = fromHex(keyHex, 'the webhook key');
  if (key.length !== KEY_BYTES)
    throw new InvalidWebhookSignature('the webhook key is not 256 bits');
  const authTag = fromHex(tag, 'X-Authentication-Tag');
  if (authTag.length !== TAG_BYTES) throw new InvalidWebhookSignature('the tag is not 128 bits');
  const nonce = fromHex(iv, 'X-Initialization-Vector');
  const ciphertext = fromHex(body.toString('latin1'), 'the body');
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(authTag);
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (error) {
    throw new InvalidWebhookSignature(`the notification does not open: ${String(error)}`);
  }
  try {
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new InvalidWebhookSignature('the opened notification is not JSON');
  }
}
