import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 34.4, "a walk-in booking paid in cash": the admin books for a client at the desk from
// «حجز جديد» (a new client typed in, a free slot, «نقداً في المكتب»), sees the SND- reference,
// and the list shows the booking paid. The E2E system offers cash (`PAYMENT_METHODS` of system.ts).
const run = Date.now().toString(36);
// axe-core is injected as a script, which the site's CSP forbids: bypassed for this check only.
test.use({ bypassCSP: true });

test('a walk-in booked from the console and paid in cash shows in the list as paid', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const slot = await freeSlot(page.request, 70);
  await page.goto('/admin');
  await waitForLivePage(page);
  await page.getByRole('tab', { name: 'المواعيد', exact: true }).click();
  await page.getByRole('button', { name: 'حجز جديد', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'حجز جديد من المكتب' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'عميل جديد' }).check();
  await dialog.getByLabel('الاسم الكامل').fill('ليلى الحسن');
  await dialog.getByLabel('رقم الهاتف').fill('0795550000');
  await dialog.getByLabel('البريد الإلكتروني').fill(`walk-in.${run}@example.com`);
  await dialog.getByLabel('الخدمة').selectOption({ index: 1 });
  await dialog.locator('#walk-in-day').fill(slot.day);
  await dialog.locator(`input[name="walk-in-time"][value="${slot.time}"]`).check();
  await dialog.getByRole('radio', { name: 'نقداً في المكتب' }).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'تأكيد الحجز' }).click();

  const done = dialog.getByRole('status');
  await expect(done).toContainText('سُجّل الدفع نقداً');
  const reference = (await done.locator('bdi').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^SND-\d{2}-\d{5,}$/);
  await dialog.getByRole('button', { name: 'عرض في قائمة المواعيد' }).click();
  await expect(dialog).toBeHidden();

  // The list searched by the reference; the cash reaches the booking through the payment events.
  const table = page.getByRole('table', { name: 'المواعيد' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(reference);
  await expect(async () => {
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(table.locator('tbody tr td[data-label="الدفع"]')).toContainText('مدفوع', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
});
