import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** A real node:http server on 127.0.0.1:0 standing in for a service. */
export async function startUpstream(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Upstream> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a port that nobody listens on any more (a stopped service). */
export async function deadUrl(): Promise<string> {
  const upstream = await startUpstream(() => {});
  await upstream.close();
  return upstream.url;
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An upstream that answers 200 JSON naming itself and records every request it saw. */
export async function startEchoUpstream(name: string): Promise<Upstream & { seen: Recorded[] }> {
  const seen: Recorded[] = [];
  const upstream = await startUpstream((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('X-Upstream', name);
      res.end(JSON.stringify({ service: name, url: req.url }));
    });
  });
  return Object.assign(upstream, { seen });
}

export type EchoUpstream = Awaited<ReturnType<typeof startEchoUpstream>>;
export const ECHO_SERVICES = ['auth', 'content', 'booking', 'payment'] as const;

/** One echo upstream per API service, and the gateway env that routes to them. */
export async function startEchoServices(): Promise<{
  upstreams: Record<(typeof ECHO_SERVICES)[number], EchoUpstream>;
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const entries = await Promise.all(
    ECHO_SERVICES.map(async (name) => [name, await startEchoUpstream(name)] as const),
  );
  const upstreams = Object.fromEntries(entries) as Record<
    (typeof ECHO_SERVICES)[number],
    EchoUpstream
  >;
  return {
    upstreams,
    env: {
      AUTH_URL: upstreams.auth.url,
      CONTENT_URL: upstreams.content.url,
      BOOKING_URL: upstreams.booking.url,
      PAYMENT_URL: upstreams.payment.url,
    },
    close: async () => {
      await Promise.all(Object.values(upstreams).map((u) => u.close()));
    },
  };
}
