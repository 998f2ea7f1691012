// The suite's `test`: Playwright's, with a page whose navigations resolve once the live page has
// taken over from its first view (the build-time markup the browser paints before any script).
// Until then the page looks right but its controls are inert, so a test would act too early.
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Waits until no first view is on the page (it is the page's live code that removes it). */
export async function waitForLivePage(page: Page): Promise<void> {
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts the first view is all there is.
    if (javaScriptEnabled === false) return use(page);
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForLivePage(page);
          return response;
        },
      });
    }
    await use(page);
  },
});
