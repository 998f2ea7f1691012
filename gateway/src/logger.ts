import { type DestinationStream, type Logger, pino } from 'pino';
import type { GatewayConfig } from './config';

export type { Logger };

export function createLogger(
  config: Pick<GatewayConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name: 'gateway',
      level: config.logLevel,
      // Belt and braces: the gateway never logs headers, but a future field must not leak secrets.
      redact: ['*.headers.cookie', '*.headers.authorization', '*.headers["set-cookie"]'],
    },
    destination,
  );
}
