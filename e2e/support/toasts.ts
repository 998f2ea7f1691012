import type { Page } from '@playwright/test';

export interface SeenToast {
  text: string;
  /** The path of the page that showed it. */
  at: string;
}

/**
 * Records each visible toast holding "غير مصرح لك" and the path it was shown on. The toast is on
 * screen for only 500 ms before the page leaves for sign-in, which a locator polled by the test
 * can miss on a busy machine (it did in CI runs): the page reports it on the DOM change itself,
 * from the first document on.
 */
export async function watchUnauthorizedToast(page: Page): Promise<SeenToast[]> {
  const seen: SeenToast[] = [];
  await page.exposeFunction('__unauthorizedSeen', (text: string, at: string) =>
    seen.push({ text, at }),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { __unauthorizedSeen(t: string, at: string): void })
      .__unauthorizedSeen;
    let done = false;
    new MutationObserver(() => {
      if (done) return;
      const toast = [...document.querySelectorAll('[role="region"] li, [role="status"]')].find(
        (el) => el.textContent?.includes('غير مصرح لك') && el.checkVisibility(),
      );
      if (toast) {
        done = true;
        report(toast.textContent ?? '', location.pathname);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}
