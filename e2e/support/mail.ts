// Reading the mail the E2E system sent (see mail-sink.ts, started by the global setup).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SunkMail } from '@ssc/service-kit/smtp-sink';
import { mailDir } from './system';

export interface ReceivedMail extends SunkMail {
  receivedAt: string;
  /** As `SunkMail`'s, plus each attachment's bytes (its `content` is them read as UTF-8 text). */
  attachments: (SunkMail['attachments'][number] & { base64: string })[];
}

function allMail(): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')));
}

/** The newest message to `to` (and matching `subject`), waiting for it to arrive. */
export async function waitForMail(options: {
  to: string;
  subject?: RegExp;
  timeoutMs?: number;
}): Promise<ReceivedMail> {
  const to = options.to.toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const found = allMail()
      .filter((m) => m.to.includes(to) && (!options.subject || options.subject.test(m.subject)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to} within ${options.timeoutMs ?? 30_000} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The bytes of a message's attachment named `filename` (undefined when it has none such). */
export function attachmentBytes(mail: ReceivedMail, filename: string): Buffer | undefined {
  const attachment = mail.attachments.find((a) => a.filename === filename);
  return attachment ? Buffer.from(attachment.base64, 'base64') : undefined;
}

/** Every message received so far for `to` (to assert that nothing was sent twice). */
export function mailTo(to: string): ReceivedMail[] {
  return allMail().filter((m) => m.to.includes(to.toLowerCase()));
}
