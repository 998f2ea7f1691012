import type { APIRequestContext } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { ammanDay, workingDaysAhead } from '../support/fixtures';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 34.2 in chromium. (a) From «التقويم» the admin closes one slot of a day with a reason and
// the public slots lose it, then opens it again and they have it back. (b) In «أوقات العمل» the
// coming Eid al-Fitr is proposed from the Hijri calendar; moved a day later and accepted, its
// days are closed with its name. Each test puts the days back as they were, even when it fails.
const run = Date.now().toString(36);
const origin = { origin: baseURL };

// axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
test.use({ bypassCSP: true });

async function offered(api: APIRequestContext, day: string): Promise<string[]> {
  const res = await api.get(`/api/slots?date=${day}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { slots: { time: string }[] }).slots.map((s) => s.time);
}

/** The first days of the coming Eid al-Fitr (1–3 Shawwal, Umm al-Qura), as the page proposes it. */
function comingEidAlFitr(): string[] {
  const hijri = new Intl.DateTimeFormat('en-u-nu-latn', {
    calendar: 'islamic-umalqura',
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
  });
  const today = ammanDay.format(new Date());
  for (let n = 0; n < 400; n += 1) {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + n);
    const parts = hijri.formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    if (part('month') === '10' && part('day') === '1') {
      return [0, 1, 2].map((k) => {
        const day = new Date(date);
        day.setUTCDate(day.getUTCDate() + k);
        return day.toISOString().slice(0, 10);
      });
    }
  }
  throw new Error('no Eid al-Fitr within 400 days');
}

test('the admin closes one slot from «التقويم» and opens it again: the public slots follow', async ({
  page,
}) => {
  const [day] = workingDaysAhead(87, 1) as [string];
  await signInAsAdmin(page);
  const before = await offered(page.request, day);
  const time = before.at(-1) as string;
  try {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'التقويم' }).click();
    await page.getByLabel('الانتقال إلى تاريخ').fill(day);
    const cell = page.locator(`td[data-day="${day}"][data-time="${time}"]`);
    await cell.getByRole('button', { name: /^إغلاق هذا الوقت/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByLabel('السبب (اختياري)').fill(`زيارة ميدانية ${run}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'نعم، أغلق الوقت' }).click();
    await expect(cell).toContainText('مغلق');
    await expect(page.locator(`thead th[data-day="${day}"]`)).toContainText(`زيارة ميدانية ${run}`);
    expect(await offered(page.request, day)).toEqual(before.filter((t) => t !== time));

    await cell.getByRole('button', { name: /^فتح هذا الوقت/ }).click();
    await expect(cell.getByRole('button', { name: /^إغلاق هذا الوقت/ })).toBeVisible();
    expect(await offered(page.request, day)).toEqual(before);
  } finally {
    const res = await page.request.delete(`/api/availability/blocks?date=${day}&time=${time}`, {
      headers: origin,
    });
    expect([200, 409]).toContain(res.status());
  }
});

test('the coming Eid al-Fitr is proposed from the Hijri calendar, moved a day and accepted', async ({
  page,
}) => {
  const proposed = comingEidAlFitr();
  const later = proposed.map((d) => {
    const day = new Date(`${d}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  });
  await signInAsAdmin(page);
  const removeDays = async () => {
    for (const day of later) {
      const res = await page.request.delete(`/api/availability/exceptions/${day}`, {
        headers: origin,
      });
      expect([200, 404]).toContain(res.status());
    }
  };
  await removeDays();
  try {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'أوقات العمل' }).click();
    const section = page.getByRole('region', { name: 'العطل الدينية المقترحة' });
    const eid = section.locator('[data-holiday^="eid-al-fitr-"]').first();
    await expect(eid).toBeVisible();
    await expect(eid.getByRole('listitem')).toHaveCount(3);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await eid.getByRole('button', { name: /^بعد يوم/ }).click();
    await expect(eid).toContainText('بعد يوم من المقترح');
    await eid.getByRole('button', { name: /^اعتماد/ }).click();
    await expect(eid).toContainText('معتمد');
    await expect(section.getByRole('status')).toContainText('اعتُمد عيد الفطر');

    const res = await page.request.get('/api/availability');
    const { exceptions } = (await res.json()) as {
      exceptions: { date: string; closed: boolean; note?: string }[];
    };
    for (const day of later) {
      expect(exceptions).toContainEqual({ date: day, closed: true, note: 'عيد الفطر' });
    }
    expect(exceptions.map((e) => e.date)).not.toContain(proposed[0]);
  } finally {
    await removeDays();
  }
});
