import { stdSerializers } from 'pino';

/**
 * Properties of database errors (drizzle's DrizzleQueryError, pg's DatabaseError) that carry the
 * statement or the values bound to it: a password hash, a national id, a reset token's hash.
 */
const SQL_KEYS = ['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'hint'];
const FAILED_QUERY = /^Failed query:[\s\S]*$/;
// pg quotes the offending value at the end: `invalid input syntax for type uuid: "…"`.
const QUOTED_VALUE = /: "[\s\S]*"$/;
const WITHHELD = '[withheld]';

function safeMessage(message: string): string {
  return message
    .replace(FAILED_QUERY, `Failed query: ${WITHHELD} (statement and parameters)`)
    .replace(QUOTED_VALUE, `: "${WITHHELD}"`);
}

type Serialized = Record<string, unknown> & { message?: unknown; stack?: unknown; type?: unknown };

function scrub(value: Serialized, depth: number): Serialized {
  for (const key of SQL_KEYS) delete value[key];
  if (typeof value.message === 'string') {
    const message = safeMessage(value.message);
    if (typeof value.stack === 'string') {
      // The stack's first lines repeat the message; keep only the frames after it.
      const frames = value.stack.split('\n').filter((line) => /^\s+at /.test(line));
      value.stack = [`${String(value.type ?? 'Error')}: ${message}`, ...frames].join('\n');
    }
    value.message = message;
  }
  if (depth < 5 && value.cause && typeof value.cause === 'object') {
    value.cause = scrub({ ...(value.cause as Serialized) }, depth + 1);
  }
  return value;
}

/** pino's error serializer, minus SQL text and bound values (issue 15: secrets at rest). */
export function safeErrorSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return scrub(stdSerializers.err(error) as Serialized, 0);
}
