import { type DestinationStream, type Logger, pino } from 'pino';
import { safeErrorSerializer } from './logging/safe-error';

export type { Logger } from 'pino';

/** Keys whose values must never reach a log line, at any of the first three nesting levels. */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'newPassword',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
  'nationalId',
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const prop = `["${key}"]`;
  return [key.includes('-') ? prop : key, `*${prop}`, `*.*${prop}`];
});

export interface LoggerOptions {
  name: string;
  level?: string;
  /** Where JSON lines go; stdout when omitted. Tests pass a capturing stream. */
  destination?: DestinationStream;
}

export function createLogger({ name, level = 'info', destination }: LoggerOptions): Logger {
  const options = {
    name,
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // A failed query must not log its statement or values (a hash, a national id, a token).
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
  };
  return destination ? pino(options, destination) : pino(options);
}
