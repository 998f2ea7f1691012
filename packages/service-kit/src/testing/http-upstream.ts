// `@ssc/service-kit/http-upstream`: a real node:http server on loopback standing in for another
// process (a service behind the gateway, the API a client package calls), and what it saw.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  /** `http://127.0.0.1:<port>` */
  url: string;
  server: Server;
  /** Ends open connections too (a request left unanswered on purpose does not hold it). */
  close(): Promise<void>;
}

/** `handler` answers every request, on 127.0.0.1 and a free port. */
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

/** A request as a test checks it afterwards: its body read to the end as UTF-8 text. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export function readRequest(req: IncomingMessage): Promise<SeenRequest> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () =>
      resolve({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}
