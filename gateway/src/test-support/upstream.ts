import {
  readRequest,
  type SeenRequest,
  startUpstream,
  type Upstream,
} from '@ssc/service-kit/http-upstream';

export { startUpstream, type Upstream };

/** The URL of a port that nobody listens on any more (a stopped service). */
export async function deadUrl(): Promise<string> {
  const upstream = await startUpstream(() => {});
  await upstream.close();
  return upstream.url;
}

/** An upstream that answers 200 JSON naming itself and records every request it saw. */
export async function startEchoUpstream(name: string): Promise<Upstream & { seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const upstream = await startUpstream(async (req, res) => {
    seen.push(await readRequest(req));
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('X-Upstream', name);
    res.end(JSON.stringify({ service: name, url: req.url }));
  });
  return Object.assign(upstream, { seen });
}

export type EchoUpstream = Awaited<ReturnType<typeof startEchoUpstream>>;
const ECHO_SERVICES = ['auth', 'content', 'booking', 'payment'] as const;

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
