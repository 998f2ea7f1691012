// A Redis that "appears" mid-test: a port where nothing listens until `open()`, then a plain TCP
// relay to the real test Redis. Clients pointed at it see a closed port first, the real one after.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface RedisDoor {
  /** redis://127.0.0.1:<port> — refused until `open()`. */
  url: string;
  open(): Promise<void>;
  close(): Promise<void>;
}

export async function redisDoor(targetUrl: string): Promise<RedisDoor> {
  const target = new URL(targetUrl);
  // Reserve a free port, then free it: connections are refused until the door opens.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));

  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async open() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname || '127.0.0.1');
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise((resolve) => server?.close(resolve));
    },
  };
}
