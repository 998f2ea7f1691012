import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorMessages } from '@ssc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { bigScript, createWebRoot, shellIndex, type WebRoot } from '../test-support/web-root';
import { IMMUTABLE } from './cache-control';

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function appConfigOf(page: string): unknown {
  const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(page);
  if (!match) throw new Error('no app-config script in page');
  return JSON.parse(match[1]!);
}

describe('static front ends', () => {
  let web: WebRoot;
  let gateway: TestGateway;
  const siteName = 'سند </script><script>alert(1)</script> $& $1';

  beforeAll(async () => {
    web = await createWebRoot();
    gateway = await startTestGateway({
      WEB_ROOT: web.dir,
      SITE_NAME: siteName,
      REMOTE_ADMIN_URL: 'https://admin.example.com/mf/mf-manifest.json',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await web.cleanup();
  });

  describe('cache headers', () => {
    it('caches hashed assets forever', async () => {
      for (const path of [
        '/main.1a2b3c4d.js',
        '/mf/public/static/js/landing.0123456789abcdef.js',
      ]) {
        const res = await request(gateway.url, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe(IMMUTABLE);
      }
    });

    it('revalidates entry points and unhashed files', async () => {
      for (const path of [
        '/',
        '/index.html',
        '/robots.txt',
        '/mf/public/mf-manifest.json',
        '/mf/public/remoteEntry.js',
        '/mf/booking/remoteEntry.js',
      ]) {
        const res = await request(gateway.url, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('no-cache');
      }
    });

    it('answers 304 to a revalidation of an unchanged file or page', async () => {
      const entry = await request(gateway.url, '/mf/public/remoteEntry.js');
      const again = await request(gateway.url, '/mf/public/remoteEntry.js', {
        headers: { 'If-Modified-Since': String(entry.headers['last-modified']) },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);

      const page = await request(gateway.url, '/', { headers: html });
      expect(page.headers.etag).toBeDefined();
      const pageAgain = await request(gateway.url, '/', {
        headers: { ...html, 'If-None-Match': String(page.headers.etag) },
      });
      expect(pageAgain.status).toBe(304);
    });
  });

  describe('SPA fallback and runtime config', () => {
    it('serves the shell with the runtime config for / and for client routes', async () => {
      for (const path of ['/', '/dashboard', '/service-request/svc-x', '/reset-password?token=t']) {
        const res = await request(gateway.url, path, { headers: html });
        expect(res.status, path).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(appConfigOf(res.text)).toEqual({
          siteName,
          remotes: {
            public: '/mf/public/mf-manifest.json',
            booking: '/mf/booking/mf-manifest.json',
            dashboard: '/mf/dashboard/mf-manifest.json',
            admin: 'https://admin.example.com/mf/mf-manifest.json',
          },
        });
      }
    });

    it('escapes the config so it cannot close the script tag', async () => {
      const res = await request(gateway.url, '/', { headers: html });
      expect(res.text).not.toContain('<script>alert(1)');
      expect(res.text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      expect(res.text.match(/<\/script>/g)).toHaveLength(shellIndex.match(/<\/script>/g)!.length);
    });

    it('does not fall back for non-HTML requests, files or the API', async () => {
      const json = await request(gateway.url, '/dashboard', {
        headers: { Accept: 'application/json' },
      });
      expect(json.status).toBe(404);
      const api = await request(gateway.url, '/api/nope', { headers: html });
      expect(api.headers['content-type']).toContain('application/json');
      const mf = await request(gateway.url, '/mf/public/landing', { headers: html });
      expect(mf.status).toBe(404);
    });

    it('picks up a rebuilt index.html without a restart', async () => {
      await web.write(
        'shell/dist/index.html',
        shellIndex.replace('<title>shell</title>', '<title>v2</title>'),
      );
      const future = new Date(Date.now() + 5_000);
      await utimes(join(web.dir, 'shell/dist/index.html'), future, future);
      const res = await request(gateway.url, '/about', { headers: html });
      expect(res.text).toContain('<title>v2</title>');
      expect(appConfigOf(res.text)).toMatchObject({ siteName });
    });
  });

  describe('missing files', () => {
    it('answers a plain 404, never the page, for a missing asset', async () => {
      for (const path of [
        '/missing.1a2b3c4d.js',
        '/mf/public/missing.js',
        '/mf/unknown/remoteEntry.js',
        '/mf/public/',
        '/mf/public',
        '/.secret',
        '/mf/public/%2e%2e/%2e%2e/shell/dist/index.html',
      ]) {
        const res = await request(gateway.url, path, { headers: html });
        expect([403, 404], path).toContain(res.status);
        expect(res.headers['content-type'], path).toBe('text/plain; charset=utf-8');
        expect(res.text, path).not.toContain('<html');
      }
      const plain = await request(gateway.url, '/missing.css');
      expect(plain.text).toBe(errorMessages.notFound);
    });

    it('refuses methods other than GET and HEAD', async () => {
      const res = await request(gateway.url, '/', { method: 'POST' });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });

    it('answers HEAD without a body', async () => {
      const res = await request(gateway.url, '/main.1a2b3c4d.js', { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(0);
    });
  });

  describe('compression', () => {
    it('gzips large scripts and pages when asked', async () => {
      for (const path of ['/main.1a2b3c4d.js', '/mf/public/remoteEntry.js', '/']) {
        const res = await request(gateway.url, path, {
          headers: { ...html, 'Accept-Encoding': 'gzip' },
        });
        expect(res.headers['content-encoding'], path).toBe('gzip');
        expect(res.headers.vary, path).toContain('Accept-Encoding');
        const body = gunzipSync(res.body).toString('utf8');
        if (path !== '/') expect(body).toBe(bigScript);
        else expect(body).toContain('<div id="root">');
      }
    });

    it('prefers brotli and sends identity when no encoding is accepted', async () => {
      const br = await request(gateway.url, '/main.1a2b3c4d.js', {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(bigScript);

      const identity = await request(gateway.url, '/main.1a2b3c4d.js');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.text).toBe(bigScript);
    });

    it('serves hashed assets from memory with a strong ETag and 304, gzip for gzip-only clients', async () => {
      const first = await request(gateway.url, '/main.1a2b3c4d.js', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(gunzipSync(first.body).toString('utf8')).toBe(bigScript);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await request(gateway.url, '/main.1a2b3c4d.js', {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('never serves a hashed-looking name from outside the dist folder or a dot-file', async () => {
      await writeFile(join(web.dir, 'package.1a2b3c4d.json'), '{"secret":true}');
      await writeFile(join(web.dir, 'shell', 'dist', '.hidden.1a2b3c4d.js'), 'secret()');
      for (const path of [
        '/mf/public/../../package.1a2b3c4d.json',
        '/mf/public/%2e%2e/%2e%2e/package.1a2b3c4d.json',
        '/.hidden.1a2b3c4d.js',
        '/mf/public/static/.hidden.1a2b3c4d.js',
      ]) {
        const res = await request(gateway.url, path);
        expect([400, 403, 404], path).toContain(res.status);
        expect(res.text, path).not.toContain('secret');
      }
    });

    it('leaves small files alone', async () => {
      const res = await request(gateway.url, '/robots.txt', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it('opens /mf assets to other origins', async () => {
      const res = await request(gateway.url, '/mf/public/mf-manifest.json', {
        headers: { Origin: 'https://elsewhere.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('does not open the shell or the API', async () => {
      for (const path of ['/', '/main.1a2b3c4d.js', '/api/nope']) {
        const res = await request(gateway.url, path, {
          headers: { Origin: 'https://elsewhere.example' },
        });
        expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
        expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      }
    });
  });
});

describe('front end not built', () => {
  it('answers 503 with a bilingual build hint', async () => {
    const web = await createWebRoot({ 'unrelated.txt': 'x' });
    const gateway = await startTestGateway({ WEB_ROOT: web.dir });
    try {
      for (const path of ['/', '/dashboard', '/main.1a2b3c4d.js', '/mf/public/remoteEntry.js']) {
        const res = await request(gateway.url, path, { headers: html });
        expect(res.status, path).toBe(503);
        expect(res.text).toContain('npm run build');
        expect(res.text).toContain('الواجهة غير مبنية');
      }
    } finally {
      await gateway.close();
      await web.cleanup();
    }
  });
});
