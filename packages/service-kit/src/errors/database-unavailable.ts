/**
 * Whether an error means the database cannot be reached right now (issue 37: a killed or
 * restarting PostgreSQL). Such a request failed through no fault of its own and may succeed a
 * few seconds later, so it is a 503 with Retry-After, not a 500 that reads as a bug.
 *
 * Drizzle wraps the driver's error (`DrizzleQueryError.cause`) and pg's pool may wrap a socket
 * error once more, so the whole cause chain is read.
 */

// Socket failures node-postgres passes through when the server is gone or refuses.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up).
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
// node-postgres words these without a code.
const LOST_CONNECTION =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // SQLSTATE class 08 is "connection exception".
      if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
