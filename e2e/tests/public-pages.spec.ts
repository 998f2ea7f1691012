// The public pages other than landing/about/services: consultation options, contact, FAQ,
// retirement products and the three legal pages (issue 4).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadInternalKeys, signIdentityToken } from '@ssc/service-kit/internal-auth';
import { LEGAL_PAGES } from '../../mfe-public/src/testing/legalSections';
import { seriousA11yViolations } from '../support/axe';
import { dataDir, repoRoot, servicePortBase } from '../support/system';
import { expect, test } from '../support/test';

const screenshotDir = path.join(repoRoot, 'e2e', 'test-results', 'screenshots', 'public-pages');

const PAGES = [
  { path: '/consultation-options', heading: 'استشرنا أينما كنت' },
  { path: '/contact', heading: 'تواصل معنا' },
  { path: '/faq', heading: 'الأسئلة الشائعة' },
  { path: '/retirement-products', heading: 'منتجات التقاعد' },
  { path: '/privacy-policy', heading: 'سياسة الخصوصية' },
  { path: '/terms-of-service', heading: 'شروط الاستخدام' },
  { path: '/refund-policy', heading: 'سياسة الاسترداد' },
] as const;

const main = (page: Page) => page.getByRole('main');
/** The visible toast (Radix also mirrors its text into a hidden live region). */
const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /الإشعارات/ })
    .locator('li')
    .filter({ hasText: text });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openPage(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('every page', () => {
  // The site's CSP rightly refuses the injected axe script; only this tool bypasses it.
  test.use({ bypassCSP: true });

  for (const { path: url, heading } of PAGES) {
    test(`${url}: title, no serious accessibility violations, screenshot @mobile`, async ({
      page,
    }) => {
      await openPage(page, url, heading);
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Nothing may overflow sideways at 360 px (or anywhere else).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const width = page.viewportSize()?.width ?? 0;
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({
        path: path.join(screenshotDir, `${url.slice(1)}-${width}.png`),
        fullPage: true,
      });
    });
  }
});

test.describe('FAQ', () => {
  test('eleven questions, one open at a time, collapsible, keyboard operable', async ({ page }) => {
    await openPage(page, '/faq', 'الأسئلة الشائعة');
    const triggers = main(page).getByRole('heading', { level: 2 }).getByRole('button');
    await expect(triggers).toHaveCount(11);
    const expanded = triggers.and(page.locator('[aria-expanded="true"]'));
    await expect(expanded).toHaveCount(0);

    const payment = main(page).getByRole('button', {
      name: 'كم تبلغ رسوم الاستشارة، وكيف أدفعها؟',
    });
    const cancel = main(page).getByRole('button', { name: 'هل يمكنني إلغاء الموعد أو تغييره؟' });
    await payment.click();
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page).getByText('30 ديناراً أردنياً شاملة الضرائب')).toBeVisible();

    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded).toHaveCount(1);
    await expect(main(page).getByText('يُخصم منه 50% من الرسوم')).toBeVisible();
    await expect(main(page).getByText('30 ديناراً أردنياً شاملة الضرائب')).toBeHidden();

    // The open item closes again (collapsible), from the keyboard this time.
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(expanded).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(expanded).toHaveCount(1);
    await expect(expanded).toBeFocused();

    await expect(main(page).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main(page).getByRole('link', { name: /اتصل بنا/ })).toHaveAttribute(
      'href',
      /^tel:\+962/,
    );
  });
});

test.describe('consultation options', () => {
  test('the office choice opens the booking page for an office visit', async ({ page }) => {
    await openPage(page, '/consultation-options', 'استشرنا أينما كنت');
    await main(page).getByRole('link', { name: 'احجز موعداً في المكتب' }).click();
    await expect(page).toHaveURL(/\/booking\?type=office$/);
  });

  for (const platform of [
    { name: 'Zoom', query: 'zoom' },
    { name: 'Microsoft Teams', query: 'teams' },
  ]) {
    test(`the remote choice asks for the platform and opens booking for ${platform.name} @mobile`, async ({
      page,
    }) => {
      await openPage(page, '/consultation-options', 'استشرنا أينما كنت');
      const trigger = main(page).getByRole('button', { name: 'اختر منصة الاستشارة' });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'اختر منصة الاستشارة عن بُعد' });
      await expect(dialog).toBeVisible();
      // Focus is inside the modal; Escape closes it and gives focus back to the trigger.
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: new RegExp(platform.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/booking\\?platform=${platform.query}$`));
      await expect(dialog).toBeHidden();
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the dialog closes with its «تراجع» button', async ({ page }) => {
    await openPage(page, '/consultation-options', 'استشرنا أينما كنت');
    await main(page).getByRole('button', { name: 'اختر منصة الاستشارة' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'تراجع' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/consultation-options$/);
  });
});

test.describe('contact form', () => {
  const FIELDS = {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    inquiryType: 'نوع الاستفسار',
    message: 'الرسالة',
  } as const;

  // By accessible name (the visual "*" of a required field is hidden from it).
  const field = (page: Page, name: keyof typeof FIELDS) =>
    main(page).getByRole(name === 'inquiryType' ? 'combobox' : 'textbox', {
      name: FIELDS[name],
      exact: true,
    });

  async function fill(page: Page, email: string): Promise<void> {
    await field(page, 'firstName').fill('ليلى');
    await field(page, 'lastName').fill('العبادي');
    await field(page, 'email').fill(email);
    await field(page, 'phone').fill('0791234567');
    await field(page, 'inquiryType').selectOption({ label: 'التقاعد والرواتب' });
    await field(page, 'message').fill('أود الاستفسار عن شروط التقاعد المبكر لمشترك منذ 2012.');
  }

  const submit = (page: Page) => main(page).getByRole('button', { name: /إرسال الرسالة|جاري/ });

  test('shows the Arabic message of each invalid field, tied to it @mobile', async ({ page }) => {
    await openPage(page, '/contact', 'تواصل معنا');
    await submit(page).click();
    const expected = {
      firstName: 'الاسم الأول يجب أن يكون حرفين على الأقل',
      lastName: 'اسم العائلة يجب أن يكون حرفين على الأقل',
      email: 'البريد الإلكتروني غير صحيح',
      phone: 'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
      inquiryType: 'يرجى اختيار نوع الاستفسار',
      message: 'الرسالة يجب أن تكون 10 أحرف على الأقل',
    } as const;
    for (const [name, message] of Object.entries(expected)) {
      const control = field(page, name as keyof typeof FIELDS);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
      await expect(main(page).getByText(message)).toBeVisible();
    }
    // The first invalid field receives focus.
    await expect(field(page, 'firstName')).toBeFocused();

    // Fixing a field clears its message; the others stay.
    await field(page, 'email').fill('layla@example.com');
    await expect(main(page).getByText(expected.email)).toBeHidden();
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'false');
    await expect(main(page).getByText(expected.phone)).toBeVisible();
  });

  test('keeps what was typed and says so when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'حدث خطأ غير متوقع' }),
      }),
    );
    await openPage(page, '/contact', 'تواصل معنا');
    await fill(page, 'fail@example.com');
    await submit(page).click();
    const toast = toastWith(page, 'فشل إرسال الرسالة، يرجى المحاولة مرة أخرى');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(field(page, 'email')).toHaveValue('fail@example.com');
    await expect(field(page, 'inquiryType')).toHaveValue('retirement');
    await expect(submit(page)).toBeEnabled();
  });

  test('sends the message: loading state, success toast, reset form, stored as new', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    // Hold the request until the sending state has been seen, then let it reach the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });

    await openPage(page, '/contact', 'تواصل معنا');
    await fill(page, email);
    await submit(page).click();
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveText('جاري الإرسال...');
    release();

    const toast = toastWith(page, 'تم إرسال رسالتك بنجاح');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('سيتواصل معك فريقنا خلال 24 ساعة');
    for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) {
      await expect(field(page, name)).toHaveValue('');
    }
    await expect(submit(page)).toHaveText('إرسال الرسالة');
    await expect(submit(page)).toBeEnabled();

    // The admin API (asked directly with an admin identity, as the gateway would vouch for one).
    const { privateKey } = loadInternalKeys(dataDir);
    const token = signIdentityToken(privateKey ?? '', { userId: 'e2e-admin', role: 'admin' });
    const res = await fetch(`http://127.0.0.1:${servicePortBase + 2}/api/contact-messages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const stored = ((await res.json()) as { email: string }[]).filter((m) => m.email === email);
    expect(stored).toEqual([
      expect.objectContaining({
        firstName: 'ليلى',
        lastName: 'العبادي',
        phone: '0791234567',
        inquiryType: 'retirement',
        status: 'new',
      }),
    ]);
  });
});

test.describe('contact page map', () => {
  // A phone's screen: the map is far below the form.
  test.use({ viewport: { width: 390, height: 740 } });

  test('loads only when the visitor scrolls near it', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
    });
    await openPage(page, '/contact', 'تواصل معنا');
    const map = main(page).locator('iframe[title^="خريطة موقع مكتبنا"]');
    await page.waitForLoadState('networkidle');
    await expect(map).not.toHaveAttribute('src', /.+/);
    expect(mapRequests).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });
});

test.describe('legal pages', () => {
  const LEGAL = Object.values(LEGAL_PAGES);

  for (const legal of LEGAL) {
    test(`${legal.path}: every section, contents links, contact details, January 2025`, async ({
      page,
    }) => {
      await openPage(page, legal.path, legal.heading);
      const article = main(page).getByRole('article');
      const headings = article.getByRole('heading', { level: 2 });
      await expect(headings).toHaveText(
        legal.sections.map((s) => new RegExp(`${escapeRegExp(s)}$`)),
      );
      const toc = main(page).getByRole('navigation', { name: 'محتويات الصفحة' });
      await expect(toc.getByRole('link')).toHaveText(legal.sections);
      await expect(article).toContainText('آخر تحديث: يناير 2025');
      await expect(article).toContainText('عمّان، الأردن');
      await expect(
        article.getByRole('link', { name: 'info@sanad-consult.jo' }).last(),
      ).toHaveAttribute('href', 'mailto:info@sanad-consult.jo');

      // A contents link scrolls its section into view.
      const last = legal.sections.at(-1) ?? '';
      await toc.getByRole('link', { name: last }).click();
      await expect(page).toHaveURL(/#contact-details$/);
      await expect(article.getByRole('heading', { level: 2, name: last })).toBeInViewport();
    });
  }

  test('the refund and terms pages state the figures of the spec', async ({ page }) => {
    await openPage(page, '/refund-policy', 'سياسة الاسترداد');
    const refund = main(page).getByRole('article');
    for (const text of [
      'خلال 3 إلى 5 أيام عمل',
      'خلال 7 إلى 10 أيام عمل',
      'من 5 إلى 7 أيام',
      'التحويل البنكي: من 3 إلى 5 أيام',
      'المحفظة الإلكترونية: من 1 إلى 3 أيام',
      'خلال 15 يوماً',
      'لأكثر من 30 دقيقة',
    ]) {
      await expect(refund).toContainText(text);
    }
    await openPage(page, '/terms-of-service', 'شروط الاستخدام');
    const terms = main(page).getByRole('article');
    for (const text of ['9:00 – 17:00', 'إشعار خطي مدته 7 أيام', 'مرة واحدة مجاناً']) {
      await expect(terms).toContainText(text);
    }
  });
});
