import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 34.9 in chromium: «الأرقام حسب الشهر» counts a booking in the month it takes place and its
// cash in the month it was paid (this one), cancelled bookings not counted as business.
const run = Date.now().toString(36);
const origin = { origin: baseURL };
// axe-core is injected as a script, which the site's CSP forbids: bypassed for this check only.
test.use({ bypassCSP: true });

interface MonthStats {
  business: number;
  paidMinor: number;
  byService: { serviceId: string; bookings: number }[];
}

// The console's numbers (LOCALE of @ssc/contracts/constants: Arabic with Latin digits).
const number = new Intl.NumberFormat('ar-JO-u-nu-latn');
/** The number formatJod writes for an amount of fils (three decimals unless whole). */
const jodNumber = (minor: number) =>
  new Intl.NumberFormat('ar-JO-u-nu-latn', {
    minimumFractionDigits: minor % 1000 === 0 ? 0 : 3,
    maximumFractionDigits: 3,
  }).format(minor / 1000);
const ammanMonth = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman', year: 'numeric', month: '2-digit' })
    .format(date)
    .slice(0, 7);

test('the month of a booking counts it, and this month counts its cash', async ({
  page,
  playwright,
}) => {
  await signInAsAdmin(page);
  const statsOf = async (month: string) => {
    const res = await page.request.get(`/api/appointments/stats?month=${month}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as MonthStats;
  };
  const slot = await freeSlot(page.request, 60);
  const bookedMonth = slot.day.slice(0, 7);
  const thisMonth = ammanMonth(new Date());
  const [bookedBefore, paidBefore] = [await statsOf(bookedMonth), await statsOf(thisMonth)];
  const services = (await (await page.request.get('/api/services')).json()) as {
    id: string;
    nameAr: string;
    price: number;
  }[];
  const service = services.find((s) => s.id === 'svc-salary-adjustments');
  if (!service) throw new Error('the seeded service is missing');
  const priceMinor = service.price * 1000;

  const guest = await playwright.request.newContext({ baseURL });
  const booked = await guest.post('/api/appointments', {
    headers: origin,
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: `ريم الخطيب ${nameTag(run)}`,
      contactEmail: `month-${run}@example.jo`,
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      description: 'مراجعة الراتب',
      date: slot.date,
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  await guest.dispose();
  const cash = await page.request.post('/api/payments/cash', {
    headers: origin,
    data: { appointmentId: id },
  });
  expect(cash.status()).toBe(200);
  // The paid event reaches booking through the outbox: the month's money follows within seconds.
  await expect
    .poll(async () => (await statsOf(thisMonth)).paidMinor, { timeout: 20_000 })
    .toBe(paidBefore.paidMinor + priceMinor);

  await page.goto('/admin');
  await waitForLivePage(page);
  const figures = page.getByRole('region', { name: 'الأرقام حسب الشهر' });
  await figures.getByLabel('الشهر').fill(bookedMonth);
  await expect(figures.getByTestId('figure-business')).toHaveText(
    number.format(bookedBefore.business + 1),
  );
  const line = figures.locator('tr[data-service-id="svc-salary-adjustments"]');
  await expect(line.getByRole('rowheader')).toHaveText(service.nameAr);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await figures.getByLabel('الشهر').fill(thisMonth);
  await expect(figures.getByTestId('figure-paid-refunded')).toContainText(
    jodNumber(paidBefore.paidMinor + priceMinor),
  );
});
