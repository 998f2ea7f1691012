import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { closeRedis } from './close-redis';

/** What one part of a process does with its channel. */
export interface ChannelHandlers {
  message(payload: string): void;
  /**
   * The channel is subscribed: once at start and again after every reconnection (`again`), when
   * whatever was published in between has been lost.
   */
  subscribed?(again: boolean): void;
  /** The connection failed or closed: nothing arrives until `subscribed` is called again. */
  interrupted?(): void;
}

/** A process's one Redis pub/sub connection, shared by every channel it listens to. */
export interface RedisSubscriber {
  /**
   * Listens to `channel` (one set of handlers each). `whileDown` says what that part does while
   * Redis is unreachable; it goes into the warning.
   */
  subscribe(channel: string, handlers: ChannelHandlers, whileDown: string): void;
  /** Resolves once the first subscription attempt is over, either way (or after `timeoutMs`). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * One connection for every channel: a subscribed connection can do nothing else, and one per
 * channel would only multiply connections. After each (re)connection it subscribes every channel
 * itself (not ioredis' autoResubscribe, whose `ready` comes before the resubscription), so a
 * handler hears `subscribed` only once messages can arrive again.
 */
export function connectSubscriber(url: string, logger: Logger): RedisSubscriber {
  const redis = new Redis(url, { maxRetriesPerRequest: null, autoResubscribe: false });
  const channels = new Map<string, { handlers: ChannelHandlers; whileDown: string }>();
  const subscribedOnce = new Set<string>();
  /** Bumped by every connection: a subscription confirmed for an earlier one means nothing. */
  let connection = 0;
  let up = false;
  let closed = false;
  let warnedAt = 0;
  let firstAttemptOver: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => {
    firstAttemptOver = resolve;
  });

  function subscribeNow(names: string[]): void {
    const current = connection;
    const confirmed = names.length > 0 ? redis.subscribe(...names) : Promise.resolve();
    confirmed.then(
      () => {
        firstAttemptOver();
        if (closed || !up || current !== connection) return;
        for (const name of names) {
          const again = subscribedOnce.has(name);
          subscribedOnce.add(name);
          channels.get(name)?.handlers.subscribed?.(again);
        }
      },
      // The connection went away meanwhile: its next `ready` subscribes again.
      () => undefined,
    );
  }

  function interrupted(): void {
    up = false;
    for (const { handlers } of channels.values()) handlers.interrupted?.();
  }

  redis.on('ready', () => {
    connection += 1;
    up = true;
    subscribeNow([...channels.keys()]);
  });
  redis.on('error', (error: Error) => {
    firstAttemptOver();
    interrupted();
    if (Date.now() - warnedAt < 30_000) return;
    warnedAt = Date.now();
    const consequences = [...channels.values()].map((channel) => channel.whileDown);
    logger.warn(
      { error: error.message, channels: [...channels.keys()] },
      `Redis unreachable: ${consequences.join('; ')}`,
    );
  });
  redis.on('close', interrupted);
  redis.on('message', (channel: string, message: string) => {
    channels.get(channel)?.handlers.message(message);
  });

  return {
    subscribe(channel, handlers, whileDown) {
      if (channels.has(channel)) throw new Error(`${channel} is already subscribed`);
      channels.set(channel, { handlers, whileDown });
      if (up) subscribeNow([channel]);
    },
    async ready(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        firstAttempt,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    async close() {
      closed = true;
      interrupted();
      await closeRedis(redis);
    },
  };
}
