// @vitest-environment jsdom
/// <reference types="node" />
// jsdom's XMLHttpRequest makes real HTTP requests (with CORS and a cookie jar), so the helper is
// exercised against a real server from another origin, as a remote deployed elsewhere would be.
import {
  readRequest,
  type SeenRequest,
  startUpstream,
  type Upstream,
} from '@ssc/service-kit/http-upstream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type UploadProgress, uploadRequest } from './index';

let upstream: Upstream;
let base: string;
let seen: SeenRequest[] = [];

beforeAll(async () => {
  upstream = await startUpstream(async (req, res) => {
    // CORS for a credentialed request: the exact origin, never '*'.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'POST, PUT, PATCH');
    res.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type');
    if (req.method === 'OPTIONS') {
      seen.push({ method: 'OPTIONS', url: req.url ?? '', headers: req.headers, body: '' });
      res.writeHead(204).end();
      return;
    }
    const request = await readRequest(req);
    seen.push(request);
    switch (req.url) {
      case '/api/session':
        res.writeHead(200, {
          'Set-Cookie': 'sid=s-123; Path=/; HttpOnly; SameSite=Lax',
          'Content-Type': 'application/json',
        });
        res.end('{"ok":true}');
        return;
      case '/api/slot-taken':
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'هذا الموعد محجوز', errors: { date: 'محجوز' } }));
        return;
      case '/api/too-large':
        res.writeHead(413, { 'Content-Type': 'text/plain' });
        res.end('Payload Too Large');
        return;
      case '/api/empty-error':
        res.writeHead(503, 'Service Unavailable');
        res.end();
        return;
      case '/api/no-content':
        res.writeHead(204);
        res.end();
        return;
      case '/api/slow':
        // Never answers: the client aborts.
        return;
      default:
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: 'a-1', received: Buffer.byteLength(request.body) }));
    }
  });
  base = upstream.url;
});

afterAll(() => upstream.close());

beforeEach(() => {
  seen = [];
});

function formWithFile(size: number): FormData {
  const form = new FormData();
  form.append('contactName', 'سارة الخطيب');
  form.append(
    'files',
    new Blob([new Uint8Array(size).fill(65)], { type: 'application/pdf' }),
    'تقرير.pdf',
  );
  return form;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

describe('uploadRequest', () => {
  it('sends the form as multipart and resolves with the parsed JSON answer', async () => {
    const answer = await uploadRequest<{ id: string; received: number }>(
      'POST',
      `${base}/api/appointments`,
      formWithFile(2048),
    );
    expect(answer.id).toBe('a-1');
    const request = seen.find((s) => s.method === 'POST');
    expect(request?.url).toBe('/api/appointments');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('سارة الخطيب');
    expect(request?.body).toContain('filename="تقرير.pdf"');
    expect(answer.received).toBeGreaterThan(2048);
  });

  it('reports progress that ends at 1 once the whole body is sent', async () => {
    const events: UploadProgress[] = [];
    await uploadRequest('POST', `${base}/api/appointments`, formWithFile(256 * 1024), {
      onProgress: (p) => events.push(p),
    });
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)?.fraction).toBe(1);
    for (const [i, e] of events.entries()) {
      expect(e.fraction).toBeGreaterThanOrEqual(0);
      expect(e.fraction).toBeLessThanOrEqual(1);
      if (i > 0) expect(e.fraction).toBeGreaterThanOrEqual(events[i - 1]!.fraction);
    }
  });

  it('reports no progress when nobody listens (no upload listener, no CORS preflight)', async () => {
    await uploadRequest('POST', `${base}/api/appointments`, formWithFile(10));
    expect(seen.map((s) => s.method)).toEqual(['POST']);
  });

  it('includes credentials: a cookie set by one answer goes with the next upload', async () => {
    await uploadRequest('POST', `${base}/api/session`, new FormData());
    await uploadRequest('POST', `${base}/api/user-documents`, formWithFile(10));
    const upload = seen.find((s) => s.url === '/api/user-documents' && s.method === 'POST');
    expect(upload?.headers.cookie).toBe('sid=s-123');
  });

  it("rejects with the body's message like apiRequest", async () => {
    const error = await rejection(
      uploadRequest('POST', `${base}/api/slot-taken`, formWithFile(10)),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('هذا الموعد محجوز');
    expect((error as ApiError).body).toEqual({
      message: 'هذا الموعد محجوز',
      errors: { date: 'محجوز' },
    });
  });

  it('uses "<status>: <text>" for a non-JSON error and "<status>: <status text>" for an empty one', async () => {
    const large = await rejection(uploadRequest('POST', `${base}/api/too-large`, formWithFile(10)));
    expect((large as ApiError).message).toBe('413: Payload Too Large');
    const empty = await rejection(
      uploadRequest('PUT', `${base}/api/empty-error`, formWithFile(10)),
    );
    expect((empty as ApiError).message).toBe('503: Service Unavailable');
    expect((empty as ApiError).body).toBeNull();
  });

  it('resolves null for an empty success answer', async () => {
    expect(await uploadRequest('PATCH', `${base}/api/no-content`, new FormData())).toBeNull();
  });

  it('rejects with an AbortError when the signal aborts, before or during the upload', async () => {
    const controller = new AbortController();
    const pending = uploadRequest('POST', `${base}/api/slow`, formWithFile(10), {
      signal: controller.signal,
    });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ name: 'AbortError' });
    expect(
      await rejection(
        uploadRequest('POST', `${base}/api/slow`, formWithFile(10), { signal: controller.signal }),
      ),
    ).toMatchObject({ name: 'AbortError' });
  });

  it('rejects with a TypeError when the server cannot be reached', async () => {
    const closed = await startUpstream(() => {});
    await closed.close();
    const url = `${closed.url}/api/appointments`;
    expect(await rejection(uploadRequest('POST', url, formWithFile(10)))).toBeInstanceOf(TypeError);
  });
});
