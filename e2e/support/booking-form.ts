// Filling the /booking form as a visitor does: the calendar, a slot, the contact fields and a file
// on disk. One copy here, so the booking specs agree on how the form is used.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test';

const main = (page: Page) => page.getByRole('main');

/** Writes `bytes` as a file named `name` under the test's output folder; returns its path. */
export function fileFixture(testInfo: TestInfo, name: string, bytes: Buffer): string {
  const dir = testInfo.outputPath('fixtures');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** Moves the calendar forward to the day's month and picks it. */
export async function pickDay(page: Page, day: string) {
  await expect(main(page).getByRole('grid').first()).toBeVisible();
  const cell = main(page).locator(`td[data-day="${day}"] button`);
  for (let i = 0; i < 24 && !(await cell.isVisible()); i += 1) {
    await main(page).getByRole('button', { name: 'اذهب إلى الشهر التالي' }).click();
  }
  await cell.click();
}

export function slotInput(page: Page, time: string) {
  return main(page).locator(`input[name="time"][value="${time}"]`);
}

export async function fillContact(page: Page, email: string) {
  await main(page).getByLabel('الاسم الكامل').fill('ليلى عبد الرحمن');
  await main(page).getByLabel('البريد الإلكتروني').fill(email);
  // Arabic-Indic digits are accepted and sent as Latin ones.
  await main(page).getByLabel('رقم الهاتف').fill('٠٧٩٥٥٥١٢٣٤');
  await main(page).getByLabel('رقم الضمان الاجتماعي').fill('12345678');
  await main(page)
    .getByLabel(/وصف الحالة/)
    .fill('أرغب بمراجعة احتساب راتب التقاعد المبكر.');
}
