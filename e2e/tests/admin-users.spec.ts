import type { Browser, Page } from '@playwright/test';
import { expectToast } from '../support/fixtures';
import { nameTag } from '../support/names';
import { adminAccount, baseURL } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 19.6 in the admin console: the admin promotes a registered user to admin (whose next
// page is the console), disables another whose open browser is signed out on its next navigation
// and whose sign-in is then refused in Arabic, and reads both actions in the audit log.
const run = Date.now().toString(36);
/** The run in Arabic letters: a name holds letters only (no digits, issue 37). */
const runTag = nameTag(run);
const origin = { origin: baseURL };
const PASSWORD = 'users-Sanad-2025';
const DISABLED = 'هذا الحساب معطّل، يرجى التواصل مع المكتب لإعادة تفعيله';

async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', {
    headers: origin,
    data: { username: adminAccount.email, password: adminAccount.password },
  });
  expect(res.status()).toBe(200);
}

/** A new account signed in in its own browser (context), as a client at home would be. */
async function clientBrowser(browser: Browser, tag: string, fullName: string) {
  const context = await browser.newContext({ baseURL, locale: 'ar-JO' });
  const page = await context.newPage();
  const email = `users-${tag}-${run}@example.jo`;
  const res = await page.request.post('/api/register', {
    headers: origin,
    data: {
      email,
      confirmEmail: email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nationality: 'jordanian',
      fullName,
      mobileNumber: '0791234567',
      termsAccepted: true,
    },
  });
  expect(res.status()).toBe(201);
  return { context, page, email, fullName };
}

/** Finds one account in the users tab by its email; returns its row. */
async function findUser(page: Page, email: string) {
  await page.getByRole('searchbox', { name: /^بحث/ }).fill(email);
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  const row = page.getByRole('table', { name: 'الحسابات' }).getByRole('row').filter({
    hasText: email,
  });
  await expect(row).toHaveCount(1);
  return row;
}

test('the admin promotes one client, disables another (signed out at once), and reads both in the audit log', async ({
  page,
  browser,
}) => {
  const promoted = await clientBrowser(browser, 'promoted', `هالة سمير ${runTag} العلي`);
  const disabled = await clientBrowser(browser, 'disabled', `باسل فادي ${runTag} الحسن`);
  try {
    // The client to be disabled is using the site: its dashboard is open.
    await disabled.page.goto('/dashboard');
    await waitForLivePage(disabled.page);
    await expect(disabled.page).toHaveURL(/\/dashboard/);
    expect((await disabled.page.request.get('/api/user')).status()).toBe(200);

    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'المستخدمون', exact: true }).click();
    await expect(page.getByRole('table', { name: 'الحسابات' })).toBeVisible();

    // Promote.
    let row = await findUser(page, promoted.email);
    await expect(row.getByTestId('role')).toContainText('مستخدم');
    await row.getByRole('button', { name: `ترقية إلى مشرف: ${promoted.fullName}` }).click();
    const promote = page.getByRole('dialog', { name: 'ترقية الحساب إلى مشرف؟' });
    await promote.getByRole('button', { name: 'نعم، ترقية إلى مشرف' }).click();
    await expectToast(page, 'تمت الترقية إلى مشرف');
    await expect(row.getByTestId('role')).toContainText('مشرف');
    await expect(
      row.getByRole('button', { name: `إلغاء صلاحية المشرف: ${promoted.fullName}` }),
    ).toBeVisible();

    // The promoted client's next page is the admin console.
    await promoted.page.goto('/admin');
    await waitForLivePage(promoted.page);
    await expect(promoted.page.getByRole('tab', { name: 'المستخدمون', exact: true })).toBeVisible();

    // Disable, after changing one's mind once (the dialog's «تراجع» changes nothing).
    row = await findUser(page, disabled.email);
    const disable = row.getByRole('button', { name: `تعطيل الحساب: ${disabled.fullName}` });
    await disable.click();
    const ask = page.getByRole('dialog', { name: 'تعطيل الحساب؟' });
    await ask.getByRole('button', { name: 'تراجع' }).click();
    await expect(ask).toHaveCount(0);
    await expect(disable).toBeFocused();
    await expect(row.getByTestId('account-status')).toContainText('نشط');
    await disable.click();
    await ask.getByRole('button', { name: 'نعم، تعطيل الحساب' }).click();
    await expectToast(page, 'تم تعطيل الحساب وإنهاء جلساته');
    await expect(row.getByTestId('account-status')).toContainText('معطّل');
    await expect(
      row.getByRole('button', { name: `تفعيل الحساب: ${disabled.fullName}` }),
    ).toBeVisible();

    // The disabled client's very next API call and navigation find it signed out.
    expect((await disabled.page.request.get('/api/appointments')).status()).toBe(401);
    await disabled.page.goto('/dashboard', { waitUntil: 'commit' });
    await disabled.page.waitForURL('**/auth?tab=login&next=%2Fdashboard');
    await waitForLivePage(disabled.page);
    // Signing in again is refused, in Arabic.
    const main = disabled.page.getByRole('main');
    await main
      .getByRole('textbox', { name: 'اسم المستخدم أو البريد الإلكتروني', exact: true })
      .fill(disabled.email);
    await main.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(disabled.page.getByText(DISABLED).first()).toBeVisible();
    await expect(disabled.page).toHaveURL(/\/auth/);

    // The audit log names both actions, with the admin who did them.
    await page.getByRole('tab', { name: 'سجل العمليات', exact: true }).click();
    const log = page.getByRole('table', { name: 'سجل العمليات' });
    for (const summary of [`ترقية ${promoted.email} إلى مشرف`, `تعطيل حساب ${disabled.email}`]) {
      const entry = log.getByRole('row').filter({ hasText: summary });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(adminAccount.email);
    }
  } finally {
    await promoted.context.close();
    await disabled.context.close();
  }
});

test('the admin cannot disable their own account from the users tab', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'المستخدمون', exact: true }).click();
  const row = await findUser(page, adminAccount.email);
  await expect(row).toContainText('(حسابك)');
  await expect(row.getByRole('button', { name: /^تعطيل الحساب/ })).toHaveCount(0);
  // And the server says why, in Arabic, to anyone who tries anyway.
  const me = await page.request.get('/api/user');
  const { id } = (await me.json()) as { id: string };
  const res = await page.request.patch(`/api/users/${id}/status`, {
    headers: origin,
    data: { disabled: true },
  });
  expect(res.status()).toBe(409);
  expect(await res.json()).toEqual({ message: 'لا يمكنك تعطيل حسابك بنفسك' });
});
