// @vitest-environment jsdom

import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { sampleService } from '@ssc/contracts/testing';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, pressKey, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestUploadPage } from './TestUpload';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The first render loads the page's modules into jsdom: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const services = [sampleService()];

const render = (url: string) =>
  mountInFrame(<TestUploadPage />, {
    url,
    client: offlineQueryClient([[SERVICES_QUERY_KEY, services]]),
  });

afterEach(() => {
  unmountAll();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('TestUploadPage', () => {
  it('opens on the booking tab with the same form; the upload tab asks a guest to sign in', async () => {
    useSessionStore.setState({ status: 'guest', user: null });
    const page = await render('/test-upload');
    const tabs = [...page.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual([
      'حجز موعد مع مستندات',
      'رفع مستندات إلى حسابي',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(page.querySelector('form[aria-label="نموذج حجز موعد"]')).not.toBeNull();

    // Right to left: Arrow Left is the next tab; it is selected and focused.
    await pressKey(tabs[0]!, 'ArrowLeft');
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0]);
    const panels = [...page.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((p) => p.hidden)).toEqual([true, false]);
    // The upload tab's code loads when the tab is first opened.
    await vi.waitFor(() => expect(page.textContent).toContain('سجّل الدخول لرفع مستنداتك'), {
      timeout: 10_000,
    });
    expect(page.querySelector('a[href="/auth"]')).not.toBeNull();
  });
});
