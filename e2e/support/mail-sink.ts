// A local SMTP server for the E2E system (SMTP_URL points at it): every message the worker sends
// is parsed and written as JSON under `mailDir`, where tests running in other processes read it.
// Each attachment keeps its bytes too (`base64`): a PDF is not text.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readMail, startSmtpSink } from '@ssc/service-kit/smtp-sink';
import { simpleParser } from 'mailparser';
import type { ReceivedMail } from './mail';

export async function startMailSink(port: number, mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  const sink = await startSmtpSink({
    port,
    async onMessage(message) {
      const read = await readMail(message);
      const { attachments } = await simpleParser(message.raw);
      const mail: ReceivedMail = {
        ...read,
        attachments: read.attachments.map((attachment, i) => ({
          ...attachment,
          base64: attachments[i]?.content.toString('base64') ?? '',
        })),
        to: message.to.map((address) => address.toLowerCase()),
        receivedAt: new Date().toISOString(),
      };
      // Write then rename: a reader never sees half a file.
      const file = path.join(mailDir, `${Date.now()}-${randomUUID()}.json`);
      writeFileSync(`${file}.tmp`, JSON.stringify(mail));
      renameSync(`${file}.tmp`, file);
    },
  });
  return sink.close;
}
