// A real SMTP server on loopback for the worker's tests, with the failures a real one can answer.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  /** Messages the server accepted (answered 250). */
  received: ReceivedMessage[];
  /** Messages whose DATA arrived, accepted or not. */
  attempts(): number;
  /** Resolves when a held message has fully arrived (its sender is waiting for the answer). */
  holding: Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(
  options: {
    /** Answer the first n messages with `failCode` (451 by default: try again later). */
    failFirst?: number;
    failCode?: number;
    /** Never answer the first message's DATA, like a server the sender dies waiting for. */
    holdFirst?: boolean;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMessage[] = [];
  let failuresLeft = options.failFirst ?? 0;
  let attempts = 0;
  let hold = options.holdFirst ?? false;
  let markHolding: () => void = () => {};
  let release: (() => void) | undefined;
  const holding = new Promise<void>((resolve) => {
    markHolding = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (hold) {
          hold = false;
          release = () => callback(new Error('closing'));
          markHolding();
          return; // no answer: the message is not accepted
        }
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          const code = options.failCode ?? 451;
          callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString(),
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    holding,
    close: () => {
      release?.();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
