import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
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

/** A visitor's message through the contact form's API call (content's own endpoint). */
function sendContactMessage(request: APIRequestContext, message: string) {
  return request.post('/api/contact', {
    headers: { origin: baseURL },
    data: {
      firstName: 'سلمى',
      lastName: 'الحوراني',
      email: 'salma.degradation@example.jo',
      phone: '0791234567',
      inquiryType: 'retirement',
      message,
    },
  });
}

test('a stopped service gives Arabic 503s and an honest health report; the site keeps working', async ({
  page,
  request,
}) => {
  // The gateway keeps the catalogue it last read from content (issue 17.2).
  expect((await request.get('/api/services')).status()).toBe(200);
  await stopPid(systemPid('content'));

  // What only content can do now answers 503 in Arabic.
  const api = await sendContactMessage(request, 'رسالة أثناء توقف خدمة المحتوى');
  expect(api.status()).toBe(503);
  expect((await api.json()).message).toMatch(/[\u0600-\u06FF]/);

  const health = await request.get('/api/health');
  expect(health.status()).toBe(503);
  expect((await health.json()).services.content).toBe('down');

  // Visitors still see the services: the list cannot change while content is away.
  const listed = await request.get('/api/services');
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as unknown[]).length).toBeGreaterThanOrEqual(7);
  await page.goto('/services');
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'مدة الاستشارة' }).nth(6),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // The service comes back (as an operator would restart it) and the contact form works again.
  await restartContent();
  const sent = await sendContactMessage(request, 'رسالة بعد عودة خدمة المحتوى');
  expect(sent.status()).toBe(201);
});
