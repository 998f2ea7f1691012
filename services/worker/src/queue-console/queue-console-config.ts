// The queue console's settings, apart from the console itself: the worker reads them at every
// start, and loads Bull Board only when a port is set (most installations run without it).

const MIN_PASSWORD_LENGTH = 16;

export interface QueueConsoleConfig {
  port: number;
  host: string;
  password: string;
}

/** The console's settings, or undefined when QUEUE_CONSOLE_PORT is unset (no console). */
export function loadQueueConsoleConfig(
  env: Record<string, string | undefined> = process.env,
): QueueConsoleConfig | undefined {
  if (!env.QUEUE_CONSOLE_PORT) return undefined;
  const port = Number(env.QUEUE_CONSOLE_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`QUEUE_CONSOLE_PORT must be a port number, got "${env.QUEUE_CONSOLE_PORT}"`);
  }
  const password = env.QUEUE_CONSOLE_PASSWORD ?? '';
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(
      `QUEUE_CONSOLE_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters) is required with QUEUE_CONSOLE_PORT`,
    );
  }
  return { port, host: env.QUEUE_CONSOLE_HOST || '127.0.0.1', password };
}
