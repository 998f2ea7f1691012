import type { Page } from '@playwright/test';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 22: a signed-out client who opens /dashboard signs in and lands back on /dashboard, and
// the `next` of the sign-in pages never leads to another site.
const origin = { origin: baseURL };
const PASSWORD = 'Return-To-2026!';

async function newAccount(page: Page): Promise<string> {
  const email = `return-${Date.now().toString(36)}@example.jo`;
  const res = await page.request.post('/api/register', {
    headers: origin,
    data: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nationality: 'jordanian',
      fullName: 'ليث محمود العلي',
      mobileNumber: '0791237788',
      termsAccepted: true,
    },
  });
  expect(res.status()).toBe(201);
  await page.request.post('/api/logout', { headers: origin });
  await page.context().clearCookies();
  return email;
}

async function signIn(page: Page, login: string) {
  const main = page.getByRole('main');
  await main
    .getByRole('textbox', { name: 'اسم المستخدم أو البريد الإلكتروني', exact: true })
    .fill(login);
  await main.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

test('signing in after being sent away from /dashboard returns to /dashboard', async ({ page }) => {
  const email = await newAccount(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.waitForURL('**/auth?tab=login&next=%2Fdashboard');
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('main')).not.toContainText('غير مصرح لك');
});

test('the sign-in pages never send anyone to another site', async ({ page, request }) => {
  for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
    const res = await request.get(`/api/login?next=${encodeURIComponent(next)}`, {
      maxRedirects: 0,
    });
    expect(res.status(), next).toBe(302);
    expect(res.headers().location, next).toBe('/auth');
  }
  const email = await newAccount(page);
  await page.goto(`/auth?tab=login&next=${encodeURIComponent('//evil.example/phish')}`);
  await signIn(page, email);
  await page.waitForURL(`${baseURL}/`);
  expect(new URL(page.url()).host).toBe(new URL(baseURL).host);
});

test('the password can be shown and hidden again with a labelled toggle', async ({ page }) => {
  await page.goto('/auth?tab=login');
  const main = page.getByRole('main');
  const password = main.getByRole('textbox', { name: 'كلمة المرور', exact: true });
  await password.fill('Secret-2026');
  await expect(password).toHaveAttribute('type', 'password');
  await main.getByRole('button', { name: 'إظهار كلمة المرور' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  const hide = main.getByRole('button', { name: 'إخفاء كلمة المرور' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await hide.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveValue('Secret-2026');
});
