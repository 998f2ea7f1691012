import { expect, test } from '../support/test';

const publicRoutes = [
  '/',
  '/about',
  '/services',
  '/booking',
  '/consultation-options',
  '/service-request/svc-salary-adjustments',
  '/retirement-products',
  '/faq',
  '/contact',
  '/checkout',
  '/test-upload',
  '/auth',
  '/old-auth',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
];

test('the document is Arabic, right-to-left, with header, main and footer @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('the Arabic font is self-hosted', async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on('response', (res) => {
    if (/\.(woff2?|ttf)(\?|$)/.test(res.url())) fonts.push(res.url());
  });
  await page.goto('/services');
  // The text must be on the page first: the browser asks for a font when text needs it.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url.startsWith(baseURL!)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Cairo');
});

test('every font the document preloads is served as a hashed, immutable woff2', async ({
  request,
}) => {
  // The build-time render names them in index.html; nothing in the scripts does.
  const html = await (await request.get('/')).text();
  const hrefs = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    ([, href]) => href!,
  );
  expect(hrefs).toHaveLength(2);
  for (const href of hrefs) {
    expect(html).toContain(`src:url(${href})format("woff2")`);
    const font = await request.get(href);
    expect(font.status(), href).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toContain('immutable');
  }
});

for (const path of publicRoutes) {
  test(`route ${path} renders its page from its remote`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'تعذر تحميل' })).toHaveCount(0);
    await expect(page).toHaveTitle(/.+/);
  });
}

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('hashed assets are cached for a year and the HTML is not cached', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const html = await request.get('/services', { headers: { accept: 'text/html' } });
  expect(html.headers()['cache-control']).toContain('no-cache');
  const hashed = scripts.filter(
    (u) => /\.[0-9a-f]{8,}\.js$/.test(u) && u.includes('127.0.0.1:5080'),
  );
  expect(hashed.length).toBeGreaterThan(0);
  const asset = await request.get(hashed[0]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toContain('max-age=31536000');
  expect(asset.headers()['cache-control']).toContain('immutable');
});
