import pg from 'pg';
import type { Logger } from '../logger';
import { withDefaultUser } from './connection-url';

/**
 * PostgreSQL LISTEN/NOTIFY between the replicas of a service, so that what one replica keeps in
 * memory (e.g. the catalogue) is dropped by all of them the moment another one changes it.
 * Notices carry the changed table's schema as payload (the sender is typically a trigger:
 * `pg_notify(channel, TG_TABLE_SCHEMA)`): several systems (tests, staging) may share one server
 * and one channel.
 */
export interface ChangeNotices {
  /** True while notices are certain to arrive; a cache must not be trusted while false. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface ChangeNoticeOptions {
  /** The server the service uses (`config.databaseUrl` as the routes receive it). */
  databaseUrl: string;
  channel: string;
  schema: string;
  /** A notice arrived, or the connection came back (notices may have been missed meanwhile). */
  onChange(): void;
  logger: Logger;
  /** Reconnection delay after the listening connection is lost. */
  retryMs?: number;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function listenForChanges(options: ChangeNoticeOptions): ChangeNotices {
  if (!CHANNEL.test(options.channel)) throw new Error(`Invalid channel "${options.channel}"`);
  const { databaseUrl } = options;

  const retryMs = options.retryMs ?? 2_000;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (!listening && client === undefined) return;
    listening = false;
    client = undefined;
    options.onChange();
    if (closed) return;
    options.logger.warn({ err: error, channel: options.channel }, 'change notices lost; retrying');
    retry = setTimeout(connect, retryMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload === options.schema) {
        options.onChange();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${options.channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      listening = true;
      // Changes made while nobody listened went unheard.
      options.onChange();
    } catch (error) {
      next.end().catch(() => {});
      if (closed) return;
      options.logger.warn({ err: error, channel: options.channel }, 'cannot listen for changes');
      retry = setTimeout(connect, retryMs);
    }
  }
  void connect();

  return {
    listening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      await open?.end().catch(() => {});
    },
  };
}
