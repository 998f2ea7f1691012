import type { Middleware } from 'koa';
import type { GatewayConfig } from '../config';
import { apiServices } from './routes';

type OpenApiDocument = { paths?: Record<string, unknown> };

async function fetchDocument(baseUrl: string, timeoutMs: number): Promise<OpenApiDocument | null> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/openapi.json`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.ok ? ((await res.json()) as OpenApiDocument) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/docs: one OpenAPI 3.1 document for the whole API, merged from each service's own
 * (generated from its zod schemas). A service that is down is named in `x-unavailable` rather
 * than failing the whole document.
 */
export function apiDocs(
  config: Pick<GatewayConfig, 'upstreams' | 'healthTimeoutMs' | 'siteName'>,
): Middleware {
  const services = apiServices;
  return async (ctx) => {
    const documents = await Promise.all(
      services.map((name) => fetchDocument(config.upstreams[name], config.healthTimeoutMs)),
    );
    const paths: Record<string, unknown> = {};
    for (const document of documents) Object.assign(paths, document?.paths);
    const unavailable = services.filter((_, i) => documents[i] === null);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      openapi: '3.1.0',
      info: { title: `${config.siteName} API`, version: '1' },
      servers: [{ url: '/' }],
      paths,
      ...(unavailable.length > 0 ? { 'x-unavailable': unavailable } : {}),
    };
  };
}
