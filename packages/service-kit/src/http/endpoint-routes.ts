import type { RouterContext } from '@koa/router';
import { type ApiService, type Endpoint, endpointKey, endpointsOf } from '@ssc/contracts/endpoints';
import { MAX_FILES_PER_UPLOAD } from '@ssc/contracts/uploads';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../auth/identity';
import type { ApiDocs, HttpMethod } from '../openapi/api-docs';
import type { ServiceRouter, ServiceState } from './state';
import { validateBody, validateQuery } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the kit parsed for the handler, typed from the endpoint's schemas. */
export interface EndpointInput<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
}

export type EndpointContext = RouterContext<ServiceState>;

export type EndpointHandler<E extends Endpoint> = (
  ctx: EndpointContext,
  input: EndpointInput<E>,
) => unknown;

export interface ServeOptions {
  /** Runs after the access check and before validation: e.g. parsing a multipart upload. */
  before?: Middleware<ServiceState>[];
  /**
   * The handler answers a caller without access itself. Only for `GET /api/user`, whose 401 also
   * clears a stale session cookie (the error handler would drop that header).
   */
  accessCheckedByHandler?: true;
}

/** How a service mounts its routes: the endpoint table's calls, and its /internal ones. */
export interface ServiceRoutes {
  /**
   * Mounts one endpoint of `@ssc/contracts/endpoints`: the access check its table entry names,
   * then `options.before`, then validation of its query and body, then the handler; and its
   * OpenAPI entry, from the same declaration.
   */
  serve<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void;
  serve<E extends Endpoint>(endpoint: E, options: ServeOptions, handler: EndpointHandler<E>): void;
  /**
   * The router itself, for service-to-service routes under /internal (no table entry; service
   * tokens guard them). An /api route mounted here is refused at start unless the table has it.
   */
  readonly router: ServiceRouter;
}

const accessCheck: Record<Endpoint['access'], Middleware<ServiceState> | undefined> = {
  guest: undefined,
  user: (ctx, next) => {
    requireUser(ctx);
    return next();
  },
  admin: (ctx, next) => {
    requireAdmin(ctx);
    return next();
  },
};

/** The documented request body: a multipart form adds its repeated `files` field. */
function documentedBody(endpoint: Endpoint): z.ZodType | undefined {
  if (!endpoint.upload) return endpoint.body;
  const files =
    endpoint.upload === 'required'
      ? z.array(z.file()).min(1).max(MAX_FILES_PER_UPLOAD)
      : z.array(z.file()).max(MAX_FILES_PER_UPLOAD).optional();
  const fields = endpoint.body instanceof z.ZodObject ? endpoint.body : z.object({});
  return fields.extend({ files });
}

export function createServiceRoutes(
  service: string,
  router: ServiceRouter,
  docs: ApiDocs,
): ServiceRoutes {
  function serve<E extends Endpoint>(
    endpoint: E,
    optionsOrHandler: ServeOptions | EndpointHandler<E>,
    maybeHandler?: EndpointHandler<E>,
  ): void {
    const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
    const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
    if (!handler) throw new Error(`${endpointKey(endpoint)}: no handler`);
    if (endpoint.service !== service) {
      throw new Error(`${endpointKey(endpoint)} belongs to ${endpoint.service}, not ${service}`);
    }
    // A webhook's body is read raw by its route (the signature covers the exact bytes).
    const body = endpoint.body && !endpoint.webhook ? validateBody(endpoint.body) : undefined;
    const query = endpoint.query ? validateQuery(endpoint.query) : undefined;
    const guard = options.accessCheckedByHandler ? undefined : accessCheck[endpoint.access];
    const chain = [guard, ...(options.before ?? []), query, body].filter(
      (m): m is Middleware<ServiceState> => m !== undefined,
    );
    const run = (ctx: EndpointContext) =>
      handler(ctx, {
        body: body?.value(ctx),
        query: query?.value(ctx),
      } as EndpointInput<E>);
    const method = endpoint.method.toLowerCase() as HttpMethod;
    router[method](endpoint.path, ...(chain as Middleware<ServiceState>[]), run);
    docs.add(method, endpoint.path, {
      summary: endpoint.summary,
      body: documentedBody(endpoint),
      ...(endpoint.upload ? { bodyContentType: 'multipart/form-data' as const } : {}),
      query: endpoint.query,
      response: endpoint.response,
      responseContentType: endpoint.responseContentType,
      status: endpoint.status,
      errors: endpoint.errors ? [...endpoint.errors] : undefined,
      access: endpoint.access,
    });
  }
  return { serve, router };
}

/** The part of a @koa/router router that tells which routes it has. */
interface RouteTable {
  stack: { path: unknown; methods: string[] }[];
}

/**
 * `METHOD /api/path` lines where a service and the endpoint table disagree: routes it serves
 * that the table lacks (or gives another service), and table entries it does not serve.
 */
export function tableMismatches(service: ApiService, router: RouteTable): string[] {
  const expected = new Set(endpointsOf(service).map(endpointKey));
  const served = new Set<string>();
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
    for (const method of layer.methods)
      if (method !== 'HEAD') served.add(`${method} ${layer.path}`);
  }
  return [
    ...[...served]
      .filter((key) => !expected.has(key))
      .map((key) => `served, not in the table: ${key}`),
    ...[...expected]
      .filter((key) => !served.has(key))
      .map((key) => `in the table, not served: ${key}`),
  ];
}
