import type { Agent, IncomingMessage, ServerResponse } from 'node:http';
import { errorMessages } from '@ssc/contracts';
import { createProxyServer } from 'http-proxy-3';
import type { Context } from 'koa';
import { requestIdOf } from '../http/request-id';
import type { Logger } from '../logger';
import { takeAuditSummary } from './audit';
import { setForwardedHeaders } from './forwarded-headers';

// The service is not there at all (stopped, not started yet, wrong address): 503.
// Anything else (hang up, reset, timeout) means it was there and failed mid-way: 502.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

export interface ProxyOptions {
  timeoutMs: number;
  logger: Logger;
  /** Keep-alive agent to the services; the default is Node's global agent. */
  agent?: Agent;
}

export type ForwardToService = (ctx: Context, service: string, target: string) => Promise<void>;

function writeUpstreamError(req: IncomingMessage, res: ServerResponse, status: number): void {
  // Both the client and the upstream side may report the same failure; answer once.
  if (res.writableEnded) return;
  if (res.headersSent) {
    // Part of the upstream answer is already out; cutting the connection is the only honest signal.
    res.destroy();
    return;
  }
  const message = status === 503 ? errorMessages.serviceUnavailable : errorMessages.badGateway;
  const body = JSON.stringify({ message });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  // The unread rest of an upload would otherwise have to be drained before reusing the socket.
  if (!req.complete) res.setHeader('Connection', 'close');
  res.end(body);
}

/**
 * Connection describes the client's connection to the gateway, not the gateway's pooled one to
 * the service (RFC 9110 §7.6.1): a client's "close" must not end the service connection.
 */
const TO_SERVICE_HEADERS = { connection: 'keep-alive' };

/**
 * A streaming reverse proxy: the request body is piped to the service as it arrives and the
 * answer piped back, never buffered, never touched by Koa (ctx.respond = false), so nothing
 * downstream (compression included) can re-encode it.
 */
export function createServiceProxy(options: ProxyOptions): ForwardToService {
  const proxy = createProxyServer({
    changeOrigin: true,
    xfwd: false,
    proxyTimeout: options.timeoutMs,
    ...(options.agent ? { agent: options.agent } : {}),
  });

  // A service dying mid-answer would leave the client waiting for a body that never ends.
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    // The service's connection is kept alive; the client's follows the client's own request.
    // (Keep-Alive stays: the agent reads the service's idle timeout from it.)
    delete proxyRes.headers.connection;
    takeAuditSummary(proxyRes.headers, res);
    proxyRes.once('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  });

  return (ctx, service, target) => {
    setForwardedHeaders(ctx);
    ctx.respond = false;
    const { req, res } = ctx;
    return new Promise<void>((resolve) => {
      res.once('close', () => resolve());
      proxy.web(req, res, { target, headers: TO_SERVICE_HEADERS }, (err) => {
        const code = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
        const status = UNREACHABLE.has(code) ? 503 : 502;
        options.logger.error(
          { requestId: requestIdOf(ctx), service, code, error: err.message, status },
          'upstream request failed',
        );
        writeUpstreamError(req, res, status);
      });
    });
  };
}
