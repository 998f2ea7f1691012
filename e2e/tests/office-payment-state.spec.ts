import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 34.1: a client calls and reads the reference short («snd-26-3») or spells the name
// another way («ليلي» for «ليلى»): the office finds the booking, and confirming it while unpaid
// says so first; confirmed, it is still unpaid and keeps its deadline.
const run = Date.now().toString(36);
// axe-core is injected as a script, which the site's CSP forbids: bypassed for this check only.
test.use({ bypassCSP: true });

test('the office finds a booking by its short reference and another spelling, and confirming it unpaid warns first', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const guest = await playwright.request.newContext({ baseURL });
  const slot = await freeSlot(page.request, 75);
  const tag = nameTag(run);
  const booked = await guest.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: `ليلى العلي ${tag}`,
      contactEmail: `payment-state-${run}@example.jo`,
      contactPhone: '0795550101',
      socialSecurityNumber: '98765432',
      description: 'استفسار عن تعديل الراتب',
      date: slot.date,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, reference } = (await booked.json()) as { id: string; reference: string };
  const [, yy, sequence] = /^SND-(\d{2})-(\d+)$/.exec(reference) ?? [];

  await signInAsAdmin(page);
  await page.goto('/admin');
  await waitForLivePage(page);
  await page.getByRole('tab', { name: 'المواعيد', exact: true }).click();
  const search = page.getByLabel(/^بحث/);
  const rows = page.getByRole('table', { name: 'المواعيد' }).locator('tbody tr');
  const row = page.locator(`tr[data-appointment-id="${id}"]`);
  for (const q of [`snd-${yy}-${Number(sequence)}`, `ليلي العلي ${tag}`]) {
    await search.fill(q);
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(rows).toHaveCount(1);
    await expect(row).toContainText(reference);
  }

  await row.getByRole('button', { name: `تأكيد موعد ليلى العلي ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'تأكيد الموعد؟' });
  await expect(dialog).toContainText('هذا الموعد غير مدفوع بعد');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'نعم، تأكيد' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-status="confirmed"]')).toBeVisible();
  await expect(row.getByTestId('payment-status')).toContainText('بانتظار الدفع');
});
