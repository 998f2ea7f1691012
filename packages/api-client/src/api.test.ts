/// <reference types="node" />
import {
  readRequest,
  type SeenRequest,
  startUpstream,
  type Upstream,
} from '@ssc/service-kit/http-upstream';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, createQueryClient, getQueryFn } from './index';

let upstream: Upstream;
let base: string;
let seen: SeenRequest[] = [];

beforeAll(async () => {
  upstream = await startUpstream(async (req, res) => {
    seen.push(await readRequest(req));
    switch (req.url) {
      case '/api/json-error':
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'الموعد محجوز', errors: { date: 'محجوز' } }));
        return;
      case '/api/text-error':
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('upstream down');
        return;
      case '/api/empty-error':
        res.writeHead(503, 'Service Unavailable');
        res.end();
        return;
      case '/api/json-without-message':
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end('{"error":"x"}');
        return;
      case '/api/user':
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'يجب تسجيل الدخول أولاً' }));
        return;
      default:
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true, url: req.url }));
    }
  });
  base = upstream.url;
});

afterAll(() => upstream.close());

beforeEach(() => {
  seen = [];
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const res = await apiRequest('POST', `${base}/api/login`, { username: 'a', password: 'b' });
    expect(await res.json()).toEqual({ ok: true, url: '/api/login' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ username: 'a', password: 'b' });
  });

  it('sends no body and no content type when none is given', async () => {
    await apiRequest('POST', `${base}/api/logout`);
    expect(seen[0]?.headers['content-type']).toBeUndefined();
    expect(seen[0]?.body).toBe('');
  });

  it('passes FormData through as multipart', async () => {
    const form = new FormData();
    form.append('contactName', 'سارة');
    await apiRequest('POST', `${base}/api/appointments`, form);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('سارة');
  });

  it("uses the body's message field as the error message", async () => {
    const error = await rejection(apiRequest('GET', `${base}/api/json-error`));
    expect(error.status).toBe(409);
    expect(error.message).toBe('الموعد محجوز');
    expect(error.body).toEqual({ message: 'الموعد محجوز', errors: { date: 'محجوز' } });
  });

  it('uses "<status>: <text>" for a non-JSON error body', async () => {
    const error = await rejection(apiRequest('GET', `${base}/api/text-error`));
    expect(error.message).toBe('502: upstream down');
    expect(error.body).toBe('upstream down');
  });

  it('uses "<status>: <status text>" for an empty error body', async () => {
    const error = await rejection(apiRequest('DELETE', `${base}/api/empty-error`));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
  });

  it('falls back to the raw text when the JSON has no message field', async () => {
    const error = await rejection(apiRequest('GET', `${base}/api/json-without-message`));
    expect(error.message).toBe('400: {"error":"x"}');
  });
});

describe('credentials', () => {
  const realFetch = globalThis.fetch;
  let inits: (RequestInit | undefined)[] = [];

  beforeEach(() => {
    inits = [];
    // Observe what the client asks fetch for (Node's fetch has no cookie jar to show it).
    globalThis.fetch = (input, init) => {
      inits.push(init);
      return realFetch(input, init);
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('includes credentials in requests and queries', async () => {
    await apiRequest('GET', `${base}/api/services`);
    await getQueryFn({ on401: 'returnNull' })({
      queryKey: [`${base}/api/user`],
      signal: new AbortController().signal,
    } as never);
    expect(inits.map((i) => i?.credentials)).toEqual(['include', 'include']);
  });
});

describe('getQueryFn', () => {
  function run(on401: 'returnNull' | 'throw', queryKey: string[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }) });
  }

  it('GETs the query key joined by "/"', async () => {
    const data = await run('throw', [`${base}/api`, 'services', 'landing']);
    expect(data).toEqual({ ok: true, url: '/api/services/landing' });
    expect(seen[0]?.method).toBe('GET');
  });

  it('resolves a 401 to null with returnNull', async () => {
    expect(await run('returnNull', [`${base}/api/user`])).toBeNull();
  });

  it('throws the ApiError on a 401 with throw', async () => {
    const error = await rejection(run('throw', [`${base}/api/user`]));
    expect(error.status).toBe(401);
    expect(error.message).toBe('يجب تسجيل الدخول أولاً');
  });

  it('throws other failures even with returnNull', async () => {
    const error = await rejection(run('returnNull', [`${base}/api/json-error`]));
    expect(error.status).toBe(409);
  });
});

describe('createQueryClient', () => {
  it('has the spec defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('loads data with the default query function and does not retry a failure', async () => {
    const client = createQueryClient();
    expect(await client.fetchQuery({ queryKey: [`${base}/api/services`] })).toEqual({
      ok: true,
      url: '/api/services',
    });
    await rejection(client.fetchQuery({ queryKey: [`${base}/api/text-error`] }));
    expect(seen.filter((s) => s.url === '/api/text-error')).toHaveLength(1);
  });
});
