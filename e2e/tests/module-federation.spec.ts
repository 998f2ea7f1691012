import { startBookingRemote, stopPid, systemPid, waitFor } from '../support/processes';
import { bookingRemotePort } from '../support/system';
import { expect, test } from '../support/test';

test('shell and remotes share one zustand store (and one copy of each shared library)', async ({
  page,
}) => {
  // The test answers /api/user itself: the shell writes the answer to the session store and the
  // dashboard remote reads the same store to greet the user.
  await page.route('**/api/user', (route) =>
    route.fulfill({
      json: {
        id: 'u-1',
        firstName: 'سارة',
        lastName: 'الخطيب',
        email: 'sara@example.jo',
        role: 'user',
      },
    }),
  );
  // The dashboard's own lists answer as for a new client: without a real session they would be
  // 401s, and the dashboard would send the page to sign in while this test inspects it.
  await page.route(/\/api\/(appointments|user-documents)(\?|$)/, (route) =>
    route.fulfill({ json: [], headers: { 'x-total-count': '0' } }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toContainText('مرحباً، سارة');

  const shared = await page.evaluate(() => {
    // Libraries shared tree-shaken (react-router, TanStack Query) record their load under `treeShaking`.
    type LoadState = { loaded?: boolean; loading?: unknown };
    type ShareInfo = LoadState & { useIn?: string[]; treeShaking?: LoadState };
    const scopes = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, number> = {};
    for (const scope of Object.values(scopes)) {
      for (const libs of Object.values(scope)) {
        for (const [lib, versions] of Object.entries(libs)) {
          const loaded = Object.values(versions).filter(
            (v) => v.loaded || v.loading || v.treeShaking?.loaded || v.treeShaking?.loading,
          ).length;
          result[lib] = Math.max(result[lib] ?? 0, loaded);
        }
      }
    }
    return result;
  });
  for (const lib of [
    'react',
    'react-dom',
    'zustand',
    'styled-components',
    '@tanstack/react-query',
    'react-router',
    '@ssc/ui',
  ]) {
    expect(shared[lib], lib).toBe(1);
  }
});

test.describe('a remote that cannot be loaded', () => {
  // Later specs need the booking remote: bring it back even when this test fails half-way.
  test.afterEach(async () => {
    const url = `http://127.0.0.1:${bookingRemotePort}/mf-manifest.json`;
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    startBookingRemote();
    await waitFor(async () => (await fetch(url)).ok, 'the booking remote');
  });

  test('shows an Arabic error with retry while the rest of the site keeps working', async ({
    page,
  }) => {
    await stopPid(systemPid('booking-remote'));
    await page.goto('/booking');
    const alert = page.getByRole('alert').filter({ hasText: 'تعذر تحميل' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still works, through the header's navigation.
    await page.getByRole('banner').getByRole('link', { name: 'خدماتنا' }).first().click();
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'مدة الاستشارة' }).nth(6),
    ).toBeVisible();

    // The remote's host comes back: retry loads it without reloading the page.
    await page.goBack();
    await expect(alert).toBeVisible();
    startBookingRemote();
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${bookingRemotePort}/mf-manifest.json`)).ok,
      'the booking remote',
    );
    await alert.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'تعذر تحميل' })).toHaveCount(0);
  });
});
