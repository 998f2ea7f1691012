import { freeSlot } from '../support/fixtures';
import { adminAccount, baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 22, "a booking reference": a guest's booking gets a reference a person can read out,
// and the admin finds the appointment by typing it into the console's search.
const origin = { origin: baseURL };

test('the admin finds a booking by the reference the client reads out', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const { date } = await freeSlot(guest, 33);
  const booked = await guest.post('/api/appointments', {
    headers: origin,
    multipart: {
      serviceId: 'svc-official-correspondence',
      consultationMode: 'zoom',
      contactName: 'هالة الخطيب',
      contactEmail: `reference-${Date.now().toString(36)}@example.jo`,
      contactPhone: '0785550123',
      socialSecurityNumber: '44556677',
      date,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, reference } = (await booked.json()) as { id: string; reference: string };
  expect(reference).toMatch(/^SND-\d{2}-\d{5,}$/);
  await guest.dispose();

  const login = await page.request.post('/api/login', {
    headers: origin,
    data: { username: adminAccount.email, password: adminAccount.password },
  });
  expect(login.status()).toBe(200);
  await page.goto('/admin');
  await page.getByLabel(/^بحث/).fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'تطبيق' }).click();
  const rows = page.getByRole('table', { name: 'المواعيد' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-appointment-id', id);
  await expect(rows.first().getByTestId('appointment-reference')).toHaveText(reference);
});
