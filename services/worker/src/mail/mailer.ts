import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * A file sent with a message (the booking's .ics, the receipt's PDF): text or bytes made by a
 * template, never a path or URL.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A message rendered by the worker's templates (`src/templates/render.ts`). */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  /** The Reply-To header: where an answer goes instead of the sender (the office). */
  replyTo?: string;
}

export interface Mailer {
  /** `id` names the message (Message-ID, .eml file) so a retried job stays one message. */
  send(message: EmailMessage, id: string): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  from: { name: string; address: string };
  /** SMTP server URL; without it messages become .eml files in `mailDir`. */
  smtpUrl: string | undefined;
  mailDir: string;
}

// Message content comes from user input; never let it pull in local files or remote URLs.
const SAFE_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const;
// Base64 for the text and HTML parts: nodemailer picks quoted-printable for the templates' HTML
// (mostly ASCII markup), which spells each Arabic letter as six characters, in JavaScript. Base64
// is encoded natively: ~0.5 ms less CPU and 16 % fewer bytes per confirmation (issue 17.4).
const DEFAULTS = { ...SAFE_CONTENT, textEncoding: 'base64' } as const;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : fileMailer(options);
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  // Pooled: a connection (and its handshake: greeting, EHLO, STARTTLS with a real server) serves
  // many messages instead of one each; as many connections as the email queue's concurrency.
  // Settings in SMTP_URL's query (`?pool=false`) still win over these.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, pool: true, maxConnections: 5 },
    { from: options.from, ...DEFAULTS },
  );
  return {
    async send(message, id) {
      await transport.sendMail({ ...message, ...SAFE_CONTENT, messageId: messageId(id, options) });
    },
    close: () => transport.close(),
  };
}

function fileMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: options.from, ...DEFAULTS },
  );
  return {
    async send(message, id) {
      const info = await transport.sendMail({
        ...message,
        ...SAFE_CONTENT,
        messageId: messageId(id, options),
      });
      await mkdir(options.mailDir, { recursive: true });
      const file = join(options.mailDir, `${safeFileName(id)}.eml`);
      // Write then rename so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}

function messageId(id: string, options: MailerOptions): string {
  const domain = options.from.address.split('@')[1] || 'localhost';
  return `<${safeFileName(id)}@${domain}>`;
}

function safeFileName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_');
}
