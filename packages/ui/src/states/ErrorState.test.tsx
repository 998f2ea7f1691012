// @vitest-environment jsdom
import { ApiError } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNAUTHORIZED_MESSAGE } from '../session/sendToSignIn';
import { mountInFrame, unmountAll } from '../testing/mountInFrame';
import { useToastStore } from '../toast/toastStore';
import { ErrorState, SESSION_ENDED_LABEL } from './ErrorState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  unmountAll();
  resetUnauthorizedForTests();
  useToastStore.setState({ toasts: [], queue: [] });
});

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

describe('ErrorState', () => {
  it('is an alert with the title, the line under it and a retry button that retries', async () => {
    let retried = 0;
    const host = await mountInFrame(
      <ErrorState
        title="تعذر تحميل المواعيد: الخدمة غير متاحة حالياً"
        description="تحقق من اتصالك"
        onRetry={() => {
          retried += 1;
        }}
      />,
    );
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('تعذر تحميل المواعيد: الخدمة غير متاحة حالياً');
    expect(alert?.textContent).toContain('تحقق من اتصالك');
    const button = alert?.querySelector('button');
    expect(button?.textContent).toBe('إعادة المحاولة');
    expect(button?.getAttribute('type')).toBe('button');
    button?.focus();
    expect(document.activeElement).toBe(button);
    await act(() => button?.click());
    expect(retried).toBe(1);
  });

  it('waits while a retry is on its way, and takes its own label and extra actions', async () => {
    const host = await mountInFrame(
      <ErrorState
        title="تعذّر تحميل الموعد"
        onRetry={() => undefined}
        retrying
        retryLabel="حاول مجدداً"
        actions={<a href="/contact">تواصل معنا</a>}
        data-testid="manage-load-failed"
      />,
    );
    const button = host.querySelector('button');
    expect(button?.textContent).toBe('حاول مجدداً');
    expect(button?.disabled).toBe(true);
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(host.querySelector('[data-testid="manage-load-failed"] a')?.textContent).toBe(
      'تواصل معنا',
    );
  });

  it('shows a failure that is not a 401 with its retry, and sends nobody to sign in', async () => {
    const error = new ApiError(503, 'الخدمة غير متاحة حالياً', null);
    const host = await mountInFrame(
      <ErrorState title="تعذّر تحميل مواعيدك" signInOn401={{ error }} onRetry={() => undefined} />,
    );
    expect(host.querySelector('[role="alert"] button')).not.toBeNull();
    expect(toastTitles()).toEqual([]);
  });

  it('given a 401, says the session ended and starts the sign-in flow once (spec §8)', async () => {
    const error = new ApiError(401, 'يجب تسجيل الدخول أولاً', null);
    const host = await mountInFrame(
      <>
        <ErrorState title="تعذّر تحميل مواعيدك" signInOn401={{ error }} onRetry={() => undefined} />
        <ErrorState title="تعذّر تحميل مستنداتك" signInOn401={{ error }} onRetry={() => undefined} />
      </>,
    );
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.querySelector('[role="status"]')?.textContent).toBe(SESSION_ENDED_LABEL);
    expect(toastTitles()).toEqual([UNAUTHORIZED_MESSAGE]);
  });

  it('reads the word "Unauthorized" as a 401 only where the page asks for it (the admin rule)', async () => {
    const error = new Error('Unauthorized');
    const host = await mountInFrame(
      <ErrorState title="تعذر تحميل" signInOn401={{ error }} onRetry={() => undefined} />,
    );
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    unmountAll();
    const admin = await mountInFrame(
      <ErrorState
        title="تعذر تحميل"
        signInOn401={{ error, orUnauthorizedText: true }}
        onRetry={() => undefined}
      />,
    );
    expect(admin.querySelector('[role="alert"]')).toBeNull();
    expect(toastTitles()).toEqual([UNAUTHORIZED_MESSAGE]);
  });
});
