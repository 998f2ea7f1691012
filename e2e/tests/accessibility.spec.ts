import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';

// The site's CSP rightly refuses the injected axe script; only this test's own tool bypasses it.
test.use({ bypassCSP: true });

for (const path of ['/services', '/no-such-page']) {
  test(`${path} has no serious accessibility violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/services') {
      await expect(
        page.getByRole('listitem').filter({ hasText: 'مدة الاستشارة' }).nth(6),
      ).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#/);
  const focusedInMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(focusedInMain).toBe(true);
});
