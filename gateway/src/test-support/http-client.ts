import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

const BODYLESS_BY_DEFAULT = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);
const hasLength = (headers: Record<string, string>) =>
  Object.keys(headers).some((name) =>
    ['content-length', 'transfer-encoding'].includes(name.toLowerCase()),
  );

/**
 * A plain node:http request: no automatic decompression and no path normalisation (unlike
 * fetch), so tests see exactly what the gateway sent. Fails instead of hanging after timeoutMs.
 */
export function request(
  baseUrl: string,
  path: string,
  options: RequestOptions = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const method = options.method ?? 'GET';
  const headers = { ...options.headers };
  // node:http frames a body of these methods neither by length nor by chunks (the server would
  // read it as the next request); say its length, as a real client does.
  if (options.body !== undefined && BODYLESS_BY_DEFAULT.has(method) && !hasLength(headers)) {
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers,
        agent: false,
        timeout: options.timeoutMs ?? 5_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`request to ${path} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
