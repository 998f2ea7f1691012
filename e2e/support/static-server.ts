// A minimal static file server standing in for the CDN or host a remote's team deploys to
// (another origin than the gateway, so it sends CORS headers).
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

function serveStatic(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(
      dir,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
    );
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not a file');
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Run as a process: `node --import tsx static-server.ts <dir> <port>` (the E2E suite stops it by pid).
if (process.argv[1] === import.meta.filename) {
  const [dir, port] = process.argv.slice(2);
  await serveStatic(path.resolve(dir!), Number(port));
}
