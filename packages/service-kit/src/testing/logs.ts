import { Writable } from 'node:stream';

export interface CapturedLogs {
  /** Pass as `logDestination` to `startService` (or `destination` to `createLogger`). */
  stream: Writable;
  /** Every JSON line written so far, parsed. */
  lines(): Record<string, unknown>[];
  /** The raw text written so far, to assert that a secret never appears anywhere. */
  text(): string;
}

export function captureLogs(): CapturedLogs {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
