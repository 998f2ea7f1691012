import { expect, test } from '../support/test';

// The one real path through every tier: browser → gateway → content service → database seed.
test('the services page lists the seeded catalogue in the fixed order @mobile', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/services');
  expect(api.status()).toBe(200);
  // The seeded seven come first in the fixed order; services an admin added (the admin spec does)
  // follow them.
  const services = ((await api.json()) as { id: string; nameAr: string; duration: number }[]).slice(
    0,
    7,
  );
  expect(services.map((s) => s.id)).toEqual([
    'svc-establishment-account-management',
    'svc-liaison-officer-services',
    'svc-salary-adjustments',
    'svc-official-correspondence',
    'svc-work-injuries-registration',
    'svc-voluntary-system-management',
    'svc-retirement-consultations',
  ]);

  await page.goto('/services');
  const items = page.getByRole('main').getByRole('listitem').filter({ hasText: 'مدة الاستشارة' });
  await expect(items.nth(6)).toBeVisible();
  for (const [i, service] of services.entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(service.nameAr);
    await expect(item).toContainText(`مدة الاستشارة: ${service.duration} دقيقة`);
    await expect(item.getByRole('link', { name: /اطلب الخدمة/ })).toHaveAttribute(
      'href',
      `/service-request/${service.id}`,
    );
  }
  await expect(page.getByText('مدفوعة مسبقاً').first()).toBeVisible();
});

test('a service link opens the service-request route', async ({ page }) => {
  await page.goto('/services');
  await page
    .getByRole('link', { name: /اطلب الخدمة/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/service-request\/svc-establishment-account-management$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
