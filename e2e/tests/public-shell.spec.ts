// The shell's header, footer, toasts and 404 page from a visitor's side (issue 4): the red main
// navigation and its active item, the mobile drawer, the signed-in parts of the header, the
// newsletter, F8 and the one-toast rule (others queue).
import type { Page } from '@playwright/test';
import { FOOTER_LINKS } from '../../shell/src/layout/navLinks';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => banner(page).getByRole('navigation', { name: 'التنقل الرئيسي' });
const toasts = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

async function openSite(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('header', () => {
  test('logo, social and phone links, cart badge 0 and the login button', async ({ page }) => {
    await openSite(page, '/about');
    await expect(banner(page).getByRole('link', { name: /سند للاستشارات/ })).toHaveAttribute(
      'href',
      '/',
    );
    for (const network of ['فيسبوك', 'إنستغرام', 'لينكد إن']) {
      await expect(banner(page).getByRole('link', { name: new RegExp(network) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(banner(page).getByRole('link', { name: /اتصل بنا/ })).toHaveAttribute(
      'href',
      /^tel:\+962/,
    );
    await expect(banner(page).getByRole('img', { name: 'سلة الطلبات: 0 عناصر' })).toHaveText('0');
    await banner(page).getByRole('link', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the red bar marks the current page; home only on the home page', async ({ page }) => {
    await openSite(page);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    expect(await nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(185, 28, 28)',
    );
    await expect(nav.getByRole('link')).toHaveCount(7);
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'من نحن' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole('link', { name: 'من نحن' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await page.goto('/booking');
    await expect(banner(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('shows a grey skeleton of the same height while the user loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(banner(page)).toHaveAttribute('aria-busy', 'true');
    const skeleton = await banner(page).boundingBox();
    const mainTop = await page.getByRole('main').boundingBox();
    release();
    await expect(banner(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(banner(page).getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    expect((await banner(page).boundingBox())?.height).toBe(skeleton?.height);
    expect((await page.getByRole('main').boundingBox())?.y).toBe(mainTop?.y);
  });

  test('the drawer holds the navigation on mobile, traps focus, closes on Escape and on navigation @mobile', async ({
    page,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) >= 1024, 'the drawer is the navigation below 1024 px');
    await openSite(page, '/services');
    await expect(mainNav(page)).toBeHidden();
    const menuButton = banner(page).getByRole('button', { name: 'فتح القائمة الرئيسية' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'القائمة الرئيسية' });
    await expect(drawer).toBeVisible();
    // The modal drawer hides the rest of the page from assistive technology while it is open.
    await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const links = drawer.getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(7);
    await expect(drawer.getByRole('link', { name: 'خدماتنا' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

    // Focus stays inside the open drawer.
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await drawer.getByRole('link', { name: 'تواصل معنا' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('signed-in header', () => {
  test('booking button, avatar menu with name, email and dashboard, log out @mobile', async ({
    page,
    viewport,
  }) => {
    const email = `laila.${Date.now().toString(36)}@example.com`;
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const registered = await page.request.post('/api/register', {
      headers: { origin },
      data: {
        fullName: 'ليلى سمير حداد',
        email,
        confirmEmail: email,
        password: 'Sanad#2025pass',
        confirmPassword: 'Sanad#2025pass',
        nationality: 'jordanian',
        mobileNumber: '0795550123',
        termsAccepted: true,
      },
    });
    expect(registered.status()).toBe(201);
    await openSite(page);

    const avatar = banner(page).getByRole('button', { name: /قائمة الحساب/ });
    await expect(avatar).toHaveText('ل');
    await expect(banner(page).getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0);
    const desktop = (viewport?.width ?? 0) >= 768;
    await expect(banner(page).getByRole('link', { name: 'احجز استشارة' })).toBeVisible({
      visible: desktop,
    });
    if (!desktop) {
      await banner(page).getByRole('button', { name: 'فتح القائمة الرئيسية' }).click();
      await expect(
        page.getByRole('dialog').getByRole('link', { name: 'احجز استشارة' }),
      ).toHaveAttribute('href', '/booking');
      await page.keyboard.press('Escape');
    }

    await avatar.click();
    const menu = page.getByRole('menu');
    // The user's first and last name (the server derives them from the full name).
    await expect(menu).toContainText('ليلى حداد');
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('menuitem', { name: 'لوحة التحكم' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(menu.getByRole('menuitem', { name: 'لوحة الإدارة' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(banner(page).getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
});

test.describe('footer and toasts', () => {
  test('footer: office, phones, emails, map link, service and policy links, year', async ({
    page,
  }) => {
    await openSite(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('عمّان');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(footer.getByRole('img', { name: /خريطة/ })).toBeAttached();
    await expect(footer.getByRole('link', { name: /خرائط Google/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    const services = footer.getByRole('region', { name: 'خدماتنا' }).getByRole('link');
    await expect(services).toHaveCount(7);
    for (const href of await services.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toBe('/services');
    }
    // The shell's list of important links (pinned to the spec by navLinks.test.ts), each once;
    // `/services` is checked above with the seven services that link there too.
    for (const { to } of FOOTER_LINKS.filter((link) => link.to !== '/services')) {
      await expect(footer.locator(`a[href="${to}"]`)).toHaveCount(1);
    }
    await footer.getByRole('link', { name: 'سياسة الاسترداد' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
  });

  test('newsletter: nothing happens when empty; success toast and a cleared field @mobile', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET') calls.push(`${req.method()} ${req.url()}`);
    });
    await openSite(page);
    const field = page.getByRole('textbox', { name: 'اشترك في النشرة البريدية' });
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'اشترك' });
    await field.scrollIntoViewIfNeeded();
    await subscribe.click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await field.fill('not-an-email');
    await subscribe.click();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(toasts(page)).toHaveCount(0);

    await field.fill('reader@example.com');
    await subscribe.click();
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('تم الاشتراك بنجاح');
    await expect(toast).toContainText('شكراً لاشتراكك في النشرة البريدية');
    await expect(field).toHaveValue('');
    expect(calls).toEqual([]);
  });

  test('F8 focuses the notifications; a new toast waits until the one shown closes', async ({
    page,
  }) => {
    await openSite(page);
    const field = page.getByRole('textbox', { name: 'اشترك في النشرة البريدية' });
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'اشترك' });
    await field.fill('first@example.com');
    await subscribe.click();
    await expect(toasts(page)).toHaveCount(1);
    // The toasts themselves (the status above is Radix's announcement, gone after a second).
    const shown = page.getByRole('region', { name: /الإشعارات/ }).locator('li');
    await expect(shown).toHaveCount(1);
    await shown.evaluate((el) => el.setAttribute('data-e2e-first', ''));
    // The pointer rests on the toast, which holds its 5 s (Radix pauses while hovered), so what
    // follows does not depend on how fast this machine is.
    await shown.hover();

    // One toast at a time: the second (sent from the keyboard, the pointer stays) waits in the
    // queue, the first stays to be read…
    await field.fill('second@example.com');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(shown).toHaveCount(1);
    await expect(page.locator('[data-e2e-first]')).toHaveCount(1);
    // …and once it is closed, the second shows.
    await page.locator('[data-e2e-first]').getByRole('button', { name: 'إغلاق' }).click();
    await expect(page.locator('[data-e2e-first]')).toHaveCount(0);
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText('تم الاشتراك بنجاح');

    await page.getByRole('main').getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: /الإشعارات/ });
    await expect
      .poll(() => region.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
  });
});

test.describe('404', () => {
  test.use({ bypassCSP: true });

  test('an unknown path shows the 404 page inside the site frame @mobile', async ({ page }) => {
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle(/الصفحة غير موجودة/);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
