// A real SMTP server on loopback for the worker's tests, with the failures a real one can answer.
import { startSmtpSink as startLoopbackSink } from '@ssc/service-kit/smtp-sink';
import { type ParsedMail, simpleParser } from 'mailparser';

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
  const holding = new Promise<void>((resolve) => {
    markHolding = resolve;
  });
  const sink = await startLoopbackSink({
    async onMessage({ from, to, raw }) {
      attempts += 1;
      if (hold) {
        hold = false;
        markHolding();
        // No answer: the message is not accepted (close() ends the wait).
        return new Promise<never>(() => {});
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        const code = options.failCode ?? 451;
        throw Object.assign(new Error(`refused with ${code}`), { responseCode: code });
      }
      received.push({ from, to, raw: raw.toString(), parsed: await simpleParser(raw) });
    },
  });
  return { url: sink.url, received, attempts: () => attempts, holding, close: sink.close };
}
