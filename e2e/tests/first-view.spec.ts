// The first view (issue 4, performance): public pages are painted from the HTML document alone,
// before any script runs, and the live page then takes over without a second copy, a blink or a
// layout shift. Scripts are switched off to see what the HTML alone shows.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const pages = [
  { path: '/', heading: 'أول شركة خاصة مرخّصة لحل قضايا الضمان الاجتماعي في الأردن' },
  { path: '/services', heading: 'خدماتنا' },
  { path: '/contact', heading: 'تواصل معنا' },
  { path: '/faq', heading: 'الأسئلة الشائعة' },
  { path: '/refund-policy', heading: 'سياسة الاسترداد' },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} shows its content from the HTML alone @mobile`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main.locator('[data-first-view]')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toContainText('سياسة الخصوصية');
    });
  }

  test('the services page lists the catalogue, and the contact form waits for the scripts', async ({
    page,
  }) => {
    await page.goto('/services');
    const list = page.getByRole('region', { name: 'الخدمات المتاحة' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(7);
    await page.goto('/contact');
    const form = page.getByRole('main').locator('form');
    await expect(form).toHaveAttribute('inert', '');
    // Inert: out of reach (no focus, no typing), not just dimmed.
    const focusable = await form.evaluate((element) => {
      const input = element.querySelector('input');
      input?.focus();
      return input !== null && document.activeElement === input;
    });
    expect(focusable).toBe(false);
  });

  test('links work before the scripts: the hero leads to the services page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'تصفّح خدماتنا' }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خدماتنا');
  });

  test('pages that depend on the visitor have no first view', async ({ page }) => {
    for (const path of ['/auth', '/booking', '/dashboard', '/service-request/svc-x']) {
      await page.goto(path);
      await expect(page.locator('[data-first-view]'), path).toHaveCount(0);
      await expect(page.locator('noscript'), path).toHaveCount(1);
    }
  });
});

test('the live page takes over the first view without a second copy or a layout shift @mobile', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const { path, heading } of pages.slice(0, 3)) {
    await page.goto(path); // resolves once the live page has replaced the first view
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('[inert]').filter({ has: page.locator('form') })).toHaveCount(0);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
    );
    // Google's "good" bound for Cumulative Layout Shift.
    expect(shift, path).toBeLessThan(0.1);
  }
});

/** Records what the services list area shows, each time it changes: list, spinner or other. */
async function watchServicesList(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seen });
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) return;
      const state = main.textContent?.includes('جاري تحميل الخدمات')
        ? 'spinner'
        : main.querySelectorAll('h3').length >= 7
          ? 'list'
          : 'other';
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

/** The live list's headings, as many as the content service lists (other specs add services). */
async function expectLiveList(page: Page, request: APIRequestContext) {
  const live = (await (await request.get('/api/services')).json()) as unknown[];
  await expect(
    page.getByRole('region', { name: 'الخدمات المتاحة' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(live.length);
}

test('opened at /services, the first view list gives way to the live list, never to a spinner', async ({
  page,
  request,
}) => {
  const seen = await watchServicesList(page);
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/services') calls += 1;
  });
  await page.goto('/services');
  await expectLiveList(page, request);
  expect(await seen()).not.toContain('spinner');
  expect(calls).toBe(1);
});

test('a slow catalogue ends the wait behind the first view in the loading state', async ({
  page,
  request,
}) => {
  const seen = await watchServicesList(page);
  await page.route('**/api/services', async (route) => {
    // Well past the 3 s the page waits, so the loading state is still on screen once the page is
    // live, however long a loaded machine takes to get there.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue();
  });
  await page.goto('/services');
  await expect(page.getByRole('status').getByText('جاري تحميل الخدمات...')).toBeVisible();
  await expectLiveList(page, request);
  expect(await seen()).toEqual(expect.arrayContaining(['list', 'spinner']));
});
