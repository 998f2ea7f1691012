// What the admin console's specs share: signing in as the seeded admin account.
import type { Page } from '@playwright/test';
import { adminAccount, baseURL } from './system';
import { expect } from './test';

/** Signs `page`'s browser context in as the admin (the session cookie then goes with every request). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', {
    headers: { origin: baseURL },
    data: { username: adminAccount.email, password: adminAccount.password },
  });
  expect(res.status()).toBe(200);
}
