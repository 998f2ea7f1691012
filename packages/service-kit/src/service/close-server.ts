import type { Server } from 'node:http';

export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections and resolves once in-flight requests are answered; after
 * `timeoutMs` the remaining connections are cut so shutdown stays bounded.
 */
export function closeServer(server: Server, timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
