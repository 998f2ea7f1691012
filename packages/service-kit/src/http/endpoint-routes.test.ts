import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { errorMessages } from '@ssc/contracts';
import { type Endpoint, endpointKey, endpoints, endpointsOf } from '@ssc/contracts/endpoints';
import Koa, { type Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../errors/error-handler';
import { createLogger } from '../logger';
import { ApiDocs } from '../openapi/api-docs';
import { createServiceRoutes, tableMismatches } from './endpoint-routes';
import { jsonBody } from './json-body';
import { requestContext } from './request-context';
import type { ServiceRouter, ServiceState } from './state';

// Endpoints of the shape the table declares, owned by a service that serves them here.
const adminNote = {
  method: 'POST',
  path: '/api/notes/:id',
  service: 'content',
  access: 'admin',
  summary: 'ملاحظة',
  body: z.object({ title: z.string().min(3, 'العنوان قصير جداً') }),
  query: z.object({ draft: z.enum(['yes', 'no']).default('no') }),
  response: z.object({ title: z.string() }),
  status: 201,
  errors: [400, 401, 403],
} as const satisfies Endpoint;

const uploadNotes = {
  method: 'POST',
  path: '/api/notes',
  service: 'content',
  access: 'guest',
  summary: 'رفع',
  upload: 'required',
} as const satisfies Endpoint;

describe('routes.serve', () => {
  let server: Server;
  let url: string;
  const docs = new ApiDocs();
  const order: string[] = [];

  beforeAll(async () => {
    const app = new Koa<ServiceState>();
    app.silent = true;
    const router: ServiceRouter = new Router<ServiceState>({ strict: true, sensitive: true });
    const routes = createServiceRoutes('content', router, docs);
    routes.serve(adminNote, (ctx, { body, query }) => {
      order.push('handler');
      ctx.status = 201;
      ctx.body = { title: body.title, draft: query.draft, id: ctx.params.id };
    });
    const before: Middleware<ServiceState> = (_, next) => {
      order.push('before');
      return next();
    };
    routes.serve(uploadNotes, { before: [before] }, (ctx) => {
      ctx.body = { ok: true };
    });
    app.use(requestContext(createLogger({ name: 'test', level: 'silent' })));
    app.use(errorHandler());
    // The test's stand-in for the gateway's identity token: a header naming the role.
    app.use((ctx, next) => {
      const role = ctx.get('x-role');
      if (role === 'user' || role === 'admin') ctx.state.identity = { userId: 'u-1', role };
      return next();
    });
    app.use(jsonBody());
    app.use(router.routes());
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: unknown, role?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(role ? { 'x-role': role } : {}) },
      body: JSON.stringify(body),
    });

  it('checks access before reading the body: a guest gets 401, a user 403, even with a bad body', async () => {
    const guest = await post('/api/notes/7', { title: 'x' });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: errorMessages.unauthorized });
    expect((await post('/api/notes/7', { title: 'x' }, 'user')).status).toBe(403);
  });

  it('validates body and query with the endpoint schemas and hands the parsed values over', async () => {
    const bad = await post('/api/notes/7', { title: 'x' }, 'admin');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { title: 'العنوان قصير جداً' } });
    const badQuery = await post('/api/notes/7?draft=maybe', { title: 'عنوان' }, 'admin');
    expect(badQuery.status).toBe(400);
    const ok = await post('/api/notes/7', { title: 'عنوان' }, 'admin');
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ title: 'عنوان', draft: 'no', id: '7' });
  });

  it('runs `before` ahead of the handler on a guest endpoint', async () => {
    order.length = 0;
    expect((await post('/api/notes', {})).status).toBe(200);
    expect(order).toEqual(['before']);
  });

  it('documents each endpoint from its declaration, uploads as multipart with files', () => {
    const document = docs.toOpenApi('content') as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const note = document.paths['/api/notes/{id}']?.post;
    expect(note?.['x-access']).toBe('admin');
    expect(note?.summary).toBe('ملاحظة');
    expect(Object.keys(note?.responses as object)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
    const upload = document.paths['/api/notes']?.post?.requestBody as {
      content: Record<string, { schema: { required?: string[] } }>;
    };
    expect(upload.content['multipart/form-data']?.schema.required).toEqual(['files']);
  });

  it("refuses to mount another service's endpoint", () => {
    const routes = createServiceRoutes('booking', new Router<ServiceState>(), new ApiDocs());
    expect(() => routes.serve(endpoints.listServices, () => {})).toThrow(/belongs to content/);
  });
});

describe('tableMismatches', () => {
  const stackOf = (keys: string[]) => ({
    stack: keys.map((key) => {
      const [method, path] = key.split(' ');
      return { path, methods: [method as string, ...(method === 'GET' ? ['HEAD'] : [])] };
    }),
  });
  const contentKeys = endpointsOf('content').map(endpointKey);

  it('is empty when a service serves exactly its table entries (and its /internal routes)', () => {
    expect(tableMismatches('content', stackOf([...contentKeys, 'POST /internal/x']))).toEqual([]);
  });

  it('names a route served without a table entry, and an entry not served', () => {
    const served = [...contentKeys.slice(1), 'GET /api/services/export', 'GET /api/slots'];
    expect(tableMismatches('content', stackOf(served))).toEqual([
      'served, not in the table: GET /api/services/export',
      'served, not in the table: GET /api/slots',
      `in the table, not served: ${contentKeys[0]}`,
    ]);
  });
});
