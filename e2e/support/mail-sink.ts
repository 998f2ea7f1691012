// A local SMTP server for the E2E system (SMTP_URL points at it): every message the worker sends
// is parsed and written as JSON under `mailDir`, where tests running in other processes read it.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './mail';

export async function startMailSink(port: number, mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
            receivedAt: new Date().toISOString(),
          };
          // Write then rename: a reader never sees half a file.
          const file = path.join(mailDir, `${Date.now()}-${randomUUID()}.json`);
          writeFileSync(`${file}.tmp`, JSON.stringify(mail));
          renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
