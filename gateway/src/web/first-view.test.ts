import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { createWebRoot, type WebRoot, webFiles } from '../test-support/web-root';
import { REMOTE_BASE_TOKEN } from './first-view';

const html = { Accept: 'text/html' };

const shellIndex = `<!doctype html><html lang="ar" dir="rtl"><head>
<script id="app-config" type="application/json">{}</script></head>
<body><div id="root"><header>frame</header><main>${FIRST_VIEW.pageSlot}</main></div></body></html>`;

const routes = {
  '/': { remote: 'public', module: 'mfe_public/Landing', expose: 'Landing' },
  '/services': { remote: 'public', module: 'mfe_public/Services', expose: 'Services' },
  '/faq': { remote: 'public', module: 'mfe_public/Faq', expose: 'Faq' },
  '/admin-tools': { remote: 'admin', module: 'mfe_admin/Tools', expose: 'Tools' },
  '/evil': { remote: 'public', module: 'mfe_public/Evil', expose: '../../../shell/dist/index' },
};

const landing = `<style>[data-first-view] .a{color:red}</style><h1>أول شركة</h1><img src="${REMOTE_BASE_TOKEN}assets/hero.1234abcd.svg">`;

function firstViewOf(page: string): string | undefined {
  const match = new RegExp(`<div ${FIRST_VIEW.attribute}="([^"]*)"`).exec(page);
  return match?.[1];
}

describe('first views in the shell document', () => {
  let web: WebRoot;
  let gateway: TestGateway;

  beforeAll(async () => {
    web = await createWebRoot({
      ...webFiles,
      'shell/dist/index.html': shellIndex,
      [`shell/dist/${FIRST_VIEW.routesFile}`]: JSON.stringify(routes),
      [`mfe-public/dist/${FIRST_VIEW.pagesDir}/Landing.html`]: landing,
      [`mfe-public/dist/${FIRST_VIEW.pagesDir}/Services.html`]: '<h1>خدماتنا</h1>',
      [`mfe-admin/dist/${FIRST_VIEW.pagesDir}/Tools.html`]: '<h1>admin</h1>',
    });
    gateway = await startTestGateway({
      WEB_ROOT: web.dir,
      REMOTE_ADMIN_URL: 'https://admin.example.com/mf/mf-manifest.json',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await web.cleanup();
  });

  it("puts the page's first view into the slot, with asset URLs under the remote's base", async () => {
    const res = await request(gateway.url, '/', { headers: html });
    expect(res.status).toBe(200);
    expect(firstViewOf(res.text)).toBe('mfe_public/Landing');
    expect(res.text).toContain('<h1>أول شركة</h1>');
    expect(res.text).toContain('<img src="/mf/public/assets/hero.1234abcd.svg">');
    expect(res.text).not.toContain(REMOTE_BASE_TOKEN);
    expect(res.text).not.toContain(FIRST_VIEW.pageSlot);
    expect(res.text).toContain('<header>frame</header>');
    expect(res.text).toContain('"siteName"');

    const services = await request(gateway.url, '/services/', { headers: html });
    expect(firstViewOf(services.text)).toBe('mfe_public/Services');
  });

  it('serves the plain shell where there is no first view', async () => {
    for (const path of ['/dashboard', '/faq', '/admin-tools', '/evil', '/nowhere']) {
      const res = await request(gateway.url, path, { headers: html });
      expect(res.status, path).toBe(200);
      expect(firstViewOf(res.text), path).toBeUndefined();
      expect(res.text, path).toContain(FIRST_VIEW.pageSlot);
    }
  });

  it('gives each page its own ETag and picks up a rebuilt first view without a restart', async () => {
    const before = await request(gateway.url, '/', { headers: html });
    const other = await request(gateway.url, '/services', { headers: html });
    expect(before.headers.etag).not.toBe(other.headers.etag);

    const file = `mfe-public/dist/${FIRST_VIEW.pagesDir}/Landing.html`;
    await web.write(file, landing.replace('أول شركة', 'نسخة جديدة'));
    const future = new Date(Date.now() + 5_000);
    await utimes(join(web.dir, file), future, future);

    const after = await request(gateway.url, '/', {
      headers: { ...html, 'If-None-Match': String(before.headers.etag) },
    });
    expect(after.status).toBe(200);
    expect(after.text).toContain('نسخة جديدة');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('still serves the page when the route list is unreadable', async () => {
    await web.write(`shell/dist/${FIRST_VIEW.routesFile}`, '{ not json');
    const future = new Date(Date.now() + 10_000);
    await utimes(join(web.dir, `shell/dist/${FIRST_VIEW.routesFile}`), future, future);
    const res = await request(gateway.url, '/', { headers: html });
    expect(res.status).toBe(200);
    expect(firstViewOf(res.text)).toBeUndefined();
    expect(gateway.logs.some((line) => line.msg === 'first view unavailable')).toBe(true);
  });
});
