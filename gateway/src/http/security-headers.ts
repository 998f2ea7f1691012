import helmet from 'helmet';
import type { Context, Middleware } from 'koa';
import type { GatewayConfig } from '../config';

const HSTS = 'max-age=31536000; includeSubDomains';
const MAP_FRAMES = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
];
// Stripe's documented CSP needs (https://docs.stripe.com/security/guide#content-security-policy).
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * HyperPay's COPYandPAY widget: its script, the card fields' frames, its calls, styles, fonts and
 * brand images all come from the one host of the configured platform (test or live).
 */
function hyperpaySources(origin: string | undefined) {
  const host = origin ? [origin] : [];
  return { script: host, frame: host, connect: host, style: host, img: host, font: host };
}

/** Origins of remotes deployed elsewhere: the shell must be allowed to load their code. */
function remoteOrigins(remotes: GatewayConfig['remotes']): string[] {
  const origins = Object.values(remotes)
    .filter((url) => !url.startsWith('/'))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** A remote team's dev server (`npm run dev:in-shell`) live-reloads over a websocket. */
function devServerSockets(origins: string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

export function contentSecurityPolicy(
  config: Pick<GatewayConfig, 'remotes' | 'stripeEnabled' | 'hyperpayOrigin' | 'nodeEnv'>,
): Record<string, string[]> {
  const remotes = remoteOrigins(config.remotes);
  const stripe = config.stripeEnabled ? STRIPE : { script: [], frame: [], connect: [] };
  const hyperpay = hyperpaySources(config.hyperpayOrigin);
  const sockets = config.nodeEnv === 'production' ? [] : devServerSockets(remotes);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...stripe.script, ...hyperpay.script],
    'connect-src': ["'self'", ...remotes, ...sockets, ...stripe.connect, ...hyperpay.connect],
    // styled-components injects <style> tags; a remote's own CSS, fonts and images come from its origin.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...hyperpay.style],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...hyperpay.img],
    'font-src': ["'self'", 'data:', ...remotes, ...hyperpay.font],
    'frame-src': [...MAP_FRAMES, ...stripe.frame, ...hyperpay.frame],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The widget's form is sent to HyperPay, which then returns the browser to the checkout.
    'form-action': ["'self'", ...hyperpay.script],
  };
}

/**
 * HSTS only over TLS, directly or as reported by a TLS-terminating proxy. The header is honoured
 * even without TRUST_PROXY: browsers ignore HSTS received over plain http (RFC 6797 §8.1), so a
 * forged X-Forwarded-Proto gains nothing, and plain http://localhost never gets pinned to https.
 */
function cameOverTls(ctx: Context): boolean {
  const forwarded = ctx.get('X-Forwarded-Proto').split(',')[0]?.trim().toLowerCase();
  return ctx.secure || forwarded === 'https';
}

export function securityHeaders(
  config: Pick<GatewayConfig, 'remotes' | 'stripeEnabled' | 'hyperpayOrigin' | 'nodeEnv'>,
): Middleware {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.set(name, value);
    if (cameOverTls(ctx)) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}

/**
 * Helmet's headers depend on its options only (no nonces here), so they are worked out once at
 * start-up by running helmet against a recording response, not again for every request.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
