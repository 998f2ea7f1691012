import path from 'node:path';
import { spawnDetached, stopPid, systemPid, trackPid, waitFor } from '../support/processes';
import { baseURL, dataDir, repoRoot, servicePortBase } from '../support/system';
import { expect, test } from '../support/test';

/** Starts the content service again on the system's port and data, as an operator would. */
async function restartContent() {
  const content = spawnDetached(
    ['--import', 'tsx', 'src/main.ts'],
    { PORT: String(servicePortBase + 2), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    path.join(repoRoot, 'services', 'content'),
  );
  trackPid('content', content.pid!);
  await waitFor(
    async () => (await fetch(`${baseURL}/api/health`)).ok,
    'the system to be healthy again',
  );
}

// Later specs need the content service: bring it back even when the test fails half-way.
test.afterEach(async () => {
  const healthy = await fetch(`${baseURL}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!healthy) await restartContent();
});

test('a stopped service gives Arabic 503s and an honest health report; the site keeps working', async ({
  page,
  request,
}) => {
  await stopPid(systemPid('content'));

  const api = await request.get('/api/services');
  expect(api.status()).toBe(503);
  expect((await api.json()).message).toMatch(/[\u0600-\u06FF]/);

  const health = await request.get('/api/health');
  expect(health.status()).toBe(503);
  expect((await health.json()).services.content).toBe('down');

  await page.goto('/services');
  await expect(page.getByText('لا توجد خدمات متاحة حالياً')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /تواصل/ }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('banner')).toBeVisible();

  // The service comes back (as an operator would restart it) and the same page works again.
  await restartContent();
  await page.goto('/services');
  // At least the seeded seven (the admin spec may have added one).
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'مدة الاستشارة' }).nth(6),
  ).toBeVisible();
});
