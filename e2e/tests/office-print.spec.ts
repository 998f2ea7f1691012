import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { nameTag } from '../support/names';
import { readPdfText } from '../support/pdf';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 34.8 in chromium: a booked week of «التقويم» printed. The admin jumps to the week, sees
// «طباعة», and the page as printed holds the week's schedule alone (no site header, console tabs
// or buttons): as a PDF from chromium it is one A4 page without the header's phone number. The
// appointment's details sheet prints alone too, its actions left out.
//
// The day is this spec's own (74 days ahead: the calendar spec books from 76, the hours spec 82).
const run = Date.now().toString(36);
/** The site header's landline (`CONTACT_DETAILS` in @ssc/contracts, not a dependency here). */
const HEADER_PHONE = '06 565 4321';

// axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
test.use({ bypassCSP: true });

async function bookAsGuest(page: Page, name: string) {
  const { day, time } = await freeSlot(page.request, 74);
  const res = await page.request.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: name,
      contactEmail: `print-${run}@example.jo`,
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      description: 'مراجعة احتساب الراتب التقاعدي',
      date: `${day}T${time}:00+03:00`,
    },
  });
  expect(res.status()).toBe(201);
  return { day, ...((await res.json()) as { reference: string }) };
}

test('the admin prints a week of «التقويم» on one A4 page without the site, and an appointment’s sheet alone', async ({
  page,
}) => {
  const name = `عميل الطباعة ${nameTag(run)}`;
  const booked = await bookAsGuest(page, name);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'التقويم' }).click();
  await page.getByLabel('الانتقال إلى تاريخ').fill(booked.day);
  const chip = page.getByRole('button', { name: new RegExp(`^${name} \\(${booked.reference}\\)`) });
  await expect(chip).toBeVisible();
  const print = page.getByRole('button', { name: /^طباعة أسبوع/ });
  await expect(print).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  const schedule = page.getByTestId('print-schedule');
  await expect(schedule).toBeVisible();
  await expect(schedule).toContainText(name);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(print).toBeHidden();
  await expect(chip).toBeHidden();

  const pdf = await readPdfText(await page.pdf({ preferCSSPageSize: true }));
  expect(pdf.pages).toBe(1);
  expect(pdf.items.join(' ')).not.toContain(HEADER_PHONE);
  expect(pdf.items.length).toBeGreaterThan(0);

  // The sheet: opened on screen, printed alone, without its actions.
  await page.emulateMedia({ media: 'screen' });
  await chip.click();
  const sheet = page.getByRole('dialog', { name: `الموعد ${booked.reference}` });
  await expect(
    sheet.getByRole('button', { name: `طباعة الموعد ${booked.reference}` }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'البيانات' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'الإجراءات' })).toBeHidden();
  await expect(schedule).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});
