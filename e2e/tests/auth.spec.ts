import type { Page } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';
import { watchUnauthorizedToast } from '../support/toasts';

// Accounts from a visitor's side (issue 5): register through /auth in both nationality variants,
// sign out, sign in by email and by username, the emailed password reset, /old-auth modes and the
// guards of the dashboards. Each run starts on a fresh data dir; the suffix keeps reruns apart.
const run = Date.now().toString(36);
const PASSWORD = 'Sanad#2025pass';

function uniqueEmail(name: string): string {
  return `${name}.${run}@example.com`;
}

/** The text input named exactly `label` inside the main content. */
function input(page: Page, label: string) {
  return page.getByRole('main').getByRole('textbox', { name: label, exact: true });
}

function radio(page: Page, label: string) {
  return page.getByRole('main').getByRole('radio', { name: label, exact: true });
}

/** The toast on screen (Radix: a list item in the notifications region). */
function toastWith(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /الإشعارات/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function expectToast(page: Page, title: string | RegExp) {
  await expect(toastWith(page, title)).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: /قائمة الحساب/ })).toBeVisible();
}

async function expectGuest(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
}

/** The header menu's log-out (it reloads the page), or the API call when the menu is not there. */
async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: /قائمة الحساب/ });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  } else {
    const origin = new URL(page.url()).origin;
    const res = await page.request.post('/api/logout', { headers: { origin } });
    expect(res.ok()).toBe(true);
    await page.reload();
  }
  await expectGuest(page);
  expect((await page.request.get('/api/user')).status()).toBe(401);
}

async function signInOnAuth(page: Page, login: string, password: string) {
  await page.goto('/auth?tab=login');
  await input(page, 'اسم المستخدم أو البريد الإلكتروني').fill(login);
  await input(page, 'كلمة المرور').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

/** The terms-consent checkbox of the registration forms. */
function terms(page: Page) {
  return page.getByRole('main').getByRole('checkbox', { name: /الشروط والأحكام/ });
}

async function fillFourNames(page: Page, names: [string, string, string, string]) {
  const labels = ['الاسم الأول', 'اسم الأب', 'اسم الجد', 'اسم العائلة'];
  for (const [i, label] of labels.entries()) await input(page, label).fill(names[i]!);
}

test.describe.configure({ mode: 'serial' });

test('a Jordanian registers on /auth, signs out and signs in again by email', async ({ page }) => {
  const email = uniqueEmail('omar');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'إنشاء حساب' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(radio(page, 'أردني')).toBeChecked();
  await fillFourNames(page, ['عمر', 'خالد', 'محمود', 'الزعبي']);
  await input(page, 'الرقم الوطني').fill('9881234567');
  // Arabic-Indic digits with the country code: the schema normalises them.
  await input(page, 'رقم الهاتف المحمول').fill('+٩٦٢٧٩٥٥٥٠١٠١');
  await input(page, 'البريد الإلكتروني').fill(email);
  await input(page, 'تأكيد البريد الإلكتروني').fill(email);
  await input(page, 'كلمة المرور').fill(PASSWORD);
  await input(page, 'تأكيد كلمة المرور').fill(PASSWORD);
  const subscribed = page.getByRole('button', { name: 'مشترك' });
  await subscribed.click();
  await expect(subscribed).toHaveAttribute('aria-pressed', 'true');
  await terms(page).check();

  const request = page.waitForRequest('**/api/register');
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
  const payload = (await request).postDataJSON();
  expect(payload).toMatchObject({
    nationality: 'jordanian',
    userNationality: 'أردني',
    fullName: 'عمر خالد محمود الزعبي',
    nationalId: '9881234567',
    workStatus: 'مشترك',
    email,
    termsAccepted: true,
  });
  // The time of consent is the server's to set, never sent.
  expect(payload.termsAcceptedAt).toBeUndefined();
  expect(payload.personalNumber).toBeUndefined();

  await expectToast(page, 'تم إنشاء الحساب بنجاح');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  const user = await (await page.request.get('/api/user')).json();
  expect(user).toMatchObject({ email, firstName: 'عمر', lastName: 'الزعبي', role: 'user' });

  // A signed-in visitor does not see /auth.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await signInOnAuth(page, email.toUpperCase(), PASSWORD);
  await expectToast(page, 'تم تسجيل الدخول بنجاح');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await signOut(page);
});

test('a non-Jordanian registers with a personal number and the insurance number', async ({
  page,
}) => {
  const email = uniqueEmail('sara');
  await page.goto('/auth');
  await radio(page, 'غير أردني').check();
  await expect(input(page, 'الرقم الوطني')).toHaveCount(0);
  await fillFourNames(page, ['سارة', 'يوسف', 'أحمد', 'المصري']);
  await input(page, 'الرقم الشخصي').fill('2001234567');
  await input(page, 'رقم الهاتف المحمول').fill('0771234567');
  await input(page, 'رقم التأمين / الضمان الاجتماعي').fill('55667788');
  await input(page, 'البريد الإلكتروني').fill(email);
  await input(page, 'تأكيد البريد الإلكتروني').fill(email);
  await input(page, 'كلمة المرور').fill(PASSWORD);
  await input(page, 'تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'متقاعد' }).click();
  await page.getByRole('button', { name: 'منقطع' }).click();
  await terms(page).check();

  const request = page.waitForRequest('**/api/register');
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
  const payload = (await request).postDataJSON();
  expect(payload).toMatchObject({
    nationality: 'non-jordanian',
    userNationality: 'غير أردني',
    personalNumber: '2001234567',
    socialSecurityNumber: '55667788',
    workStatus: 'منقطع, متقاعد',
  });
  expect(payload.nationalId).toBeUndefined();
  await expectToast(page, 'تم إنشاء الحساب بنجاح');
  await expectSignedIn(page);
  await signOut(page);

  // The same email again: the server's Arabic message in the destructive toast, on the field.
  await page.goto('/auth');
  await fillFourNames(page, ['سارة', 'يوسف', 'أحمد', 'المصري']);
  await input(page, 'رقم الهاتف المحمول').fill('0771234567');
  await input(page, 'البريد الإلكتروني').fill(email);
  await input(page, 'تأكيد البريد الإلكتروني').fill(email);
  await input(page, 'كلمة المرور').fill(PASSWORD);
  await input(page, 'تأكيد كلمة المرور').fill(PASSWORD);
  await terms(page).check();
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
  await expectToast(page, 'خطأ في التسجيل');
  await expect(toastWith(page, 'خطأ في التسجيل')).toContainText('مسجل مسبقاً');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the registration form shows its Arabic errors in the page', async ({ page }) => {
  await page.goto('/auth');
  await input(page, 'رقم الهاتف المحمول').fill('12345');
  await input(page, 'البريد الإلكتروني').fill('someone@example.com');
  await input(page, 'تأكيد البريد الإلكتروني').fill('other@example.com');
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
  await expect(input(page, 'الاسم الأول')).toBeFocused();
  await expect(input(page, 'الاسم الأول')).toHaveAttribute('aria-invalid', 'true');
  await expect(input(page, 'الاسم الأول')).toHaveAccessibleDescription(/الاسم الأول مطلوب/);
  await expect(input(page, 'رقم الهاتف المحمول')).toHaveAccessibleDescription(
    /رقم الهاتف غير صحيح/,
  );
  await expect(input(page, 'تأكيد البريد الإلكتروني')).toHaveAccessibleDescription(
    /البريد الإلكتروني غير متطابق/,
  );
  await expect(input(page, 'كلمة المرور')).toHaveAccessibleDescription(
    /كلمة المرور يجب أن تكون 8 أحرف على الأقل/,
  );

  // The terms consent, left unticked: its message right under the checkbox, tied to it.
  await expect(terms(page)).not.toBeChecked();
  await expect(terms(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(terms(page)).toHaveAccessibleDescription('يجب الموافقة على الشروط والأحكام');
  const label = page
    .getByRole('main')
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: /الشروط والأحكام/ }) });
  await expect(label.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
  const message = page.getByRole('main').getByText('يجب الموافقة على الشروط والأحكام', {
    exact: true,
  });
  await expect(message).toBeVisible();
  const [labelBox, messageBox] = [await label.boundingBox(), await message.boundingBox()];
  expect(messageBox!.y).toBeGreaterThanOrEqual(labelBox!.y + labelBox!.height - 1);
  expect(messageBox!.y - (labelBox!.y + labelBox!.height)).toBeLessThan(24);
  // Ticking it takes the message away.
  await terms(page).check();
  await expect(message).toHaveCount(0);
  await expect(terms(page)).not.toHaveAttribute('aria-invalid', 'true');
});

test('wrong credentials show the sign-in error toast', async ({ page }) => {
  await signInOnAuth(page, uniqueEmail('nobody'), 'not-the-password');
  await expectToast(page, 'خطأ في تسجيل الدخول');
  await expect(toastWith(page, 'خطأ في تسجيل الدخول')).toContainText('غير صحيحة');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
});

test('/old-auth: register with a username, sign out, sign in by username, forgot mode', async ({
  page,
}) => {
  const username = `laila_${run}`;
  const email = uniqueEmail('laila');
  await page.goto('/old-auth');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();

  await page.getByRole('button', { name: 'إنشاء حساب جديد' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeFocused();
  await fillFourNames(page, ['ليلى', 'سامي', 'عبد الله', 'الحسن']);
  await input(page, 'اسم المستخدم').fill(username);
  await input(page, 'البريد الإلكتروني').fill(email);
  await input(page, 'كلمة المرور').fill(PASSWORD);
  await expect(input(page, 'رقم الهاتف')).toHaveAttribute('placeholder', '07xxxxxxxx');
  await input(page, 'رقم الهاتف').fill('0781234567');
  await input(page, 'رقم التأمين').fill('12345678');
  const submit = page.getByRole('button', { name: 'إنشاء الحساب' });
  await submit.click();
  // The terms are required.
  await expect(terms(page)).toHaveAccessibleDescription(/يجب الموافقة على الشروط والأحكام/);
  await terms(page).check();

  const request = page.waitForRequest('**/api/register');
  await submit.click();
  expect((await request).postDataJSON()).toMatchObject({
    username,
    fullName: 'ليلى سامي عبد الله الحسن',
    mobileNumber: '0781234567',
    nationality: 'jordanian',
    termsAccepted: true,
  });
  await expectToast(page, 'تم إنشاء الحساب بنجاح');
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  await page.goto('/old-auth');
  await input(page, 'اسم المستخدم').fill(username);
  await input(page, 'كلمة المرور').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  const user = await (await page.request.get('/api/user')).json();
  expect(user).toMatchObject({ username, email });
  await signOut(page);

  // Forgot mode: the request is accepted, then the screen returns to login (after 2 s).
  await page.goto('/old-auth');
  await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور' })).toBeVisible();
  await input(page, 'البريد الإلكتروني').fill(email);
  const send = page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' });
  await send.click();
  await expectToast(page, 'تم استلام طلبك بنجاح');
  await expect(send).toBeDisabled();
  await expect(page.getByText('سيتم تحويلك إلى صفحة تسجيل الدخول')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(input(page, 'اسم المستخدم')).toHaveValue('');
  await waitForMail({ to: email });
});

test('forgot password on /auth, the emailed link, a new password, sign in with it', async ({
  page,
}) => {
  // An account of its own, made through the API to keep this test about the reset.
  const email = uniqueEmail('reset');
  const origin = new URL(baseURL).origin;
  const created = await page.request.post('/api/register', {
    headers: { origin },
    data: {
      email,
      confirmEmail: email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nationality: 'jordanian',
      fullName: 'رامي فؤاد النجار',
      mobileNumber: '0799876543',
      termsAccepted: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/logout', { headers: { origin } });

  await page.goto('/auth?tab=forgot');
  await input(page, 'البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  await expectToast(page, 'تم استلام طلبك بنجاح');

  const mail = await waitForMail({ to: email });
  const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();

  const newPassword = 'Another#Pass2026';
  await page.goto(`/reset-password?token=${token}`);
  await input(page, 'كلمة المرور الجديدة').fill(newPassword);
  await input(page, 'تأكيد كلمة المرور الجديدة').fill(newPassword);
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expectToast(page, 'تم تغيير كلمة المرور بنجاح');
  await expect(page).toHaveURL(/\/auth\?tab=login$/);

  // The link was single-use: the page says so when it opens, before any password is typed.
  await page.goto(`/reset-password?token=${token}`);
  await expect(input(page, 'كلمة المرور الجديدة')).toHaveCount(0);
  const alert = page.getByRole('alert').filter({ hasText: 'غير صالح أو منتهي الصلاحية' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'طلب رابط جديد' })).toHaveAttribute(
    'href',
    '/auth?tab=forgot',
  );

  await signInOnAuth(page, email, PASSWORD);
  await expectToast(page, 'خطأ في تسجيل الدخول');
  await signInOnAuth(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await signOut(page);
});

for (const path of ['/dashboard', '/admin']) {
  test(`a guest on ${path} is told and sent to /auth through /api/login`, async ({ page }) => {
    const seen = await watchUnauthorizedToast(page);
    const signIn = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
    await page.goto(path);
    await signIn;
    // …on the sign-in tab, knowing where to come back to.
    await page.waitForURL(new RegExp(`/auth\\?tab=login&next=${encodeURIComponent(path)}$`));
    expect(seen[0]).toMatchObject({ at: path });
    expect(seen[0]?.text).toContain('تسجيل الدخول');
    await expect(page.getByRole('tab', { name: 'إنشاء حساب' })).toBeVisible();
  });
}

// A reset link that is not one (`token=x`) is checked when the page opens (issue 33.4): the page
// says so and offers a new link instead of a form that would fail after both passwords.
for (const [path, shows] of [
  ['/auth', 'form'],
  ['/auth?tab=login', 'form'],
  ['/old-auth', 'form'],
  ['/reset-password?token=x', 'link'],
] as const) {
  test.describe(() => {
    test.use({ bypassCSP: true });
    test(`${path} has no serious accessibility violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (shows === 'form') await expect(page.getByRole('main').locator('form')).toBeVisible();
      else
        await expect(
          page.getByRole('main').getByRole('link', { name: 'طلب رابط جديد' }),
        ).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}
