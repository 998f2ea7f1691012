import { errorMessages } from '@ssc/contracts';
import { HttpError } from '../errors/http-error';

/**
 * A request's body as the exact bytes sent, for a webhook whose signature covers them (a parsed
 * and re-serialised JSON would not verify). More than `limit` bytes is a 413 before the rest is read.
 */
export async function readRawBody(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new HttpError(413, errorMessages.payloadTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
