// `@ssc/service-kit/smtp-sink`: the SMTP server on loopback that service tests, the E2E system,
// the compose proofs and the bench point SMTP_URL at. No vitest here: the bench and the E2E set-up
// run outside it.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpMessage {
  /** The envelope's sender and recipients, as the sending client wrote them. */
  from: string;
  to: string[];
  /** The message as it arrived (DATA). */
  raw: Buffer;
}

export interface SmtpSinkOptions {
  /** 0 (default): any free port. */
  port?: number;
  /**
   * Each message once it has fully arrived. A throw refuses it (with the error's `responseCode`,
   * e.g. 451: try again later); a promise still pending leaves the sender waiting for the answer
   * until `close()`.
   */
  onMessage?(message: SmtpMessage): void | Promise<void>;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Accepts every message, without TLS or authentication, on 127.0.0.1 only. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const unanswered = new Set<(error?: Error) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = (error?: Error) => {
          if (unanswered.delete(answer)) callback(error);
        };
        unanswered.add(answer);
        const message: SmtpMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        };
        Promise.resolve()
          .then(() => options.onMessage?.(message))
          .then(
            () => answer(),
            (error: Error) => answer(error),
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A sender that dies mid-message (a test kills it on purpose) is not the sink's failure.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close() {
      for (const answer of unanswered) answer(new Error('closing'));
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a test reads of a message: recipients, subject, both parts and the attachments as text. */
export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export async function readMail({ to, raw }: SmtpMessage): Promise<SunkMail> {
  const parsed = await simpleParser(raw);
  return {
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content.toString('utf8'),
    })),
  };
}
