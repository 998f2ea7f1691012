import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@ssc/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyToastsShown } from '../toast/toastShown';
import { useToastStore } from '../toast/toastStore';
import { SIGN_IN_URL, sendToSignIn, signInUrl, UNAUTHORIZED_MESSAGE } from './sendToSignIn';

describe('signInUrl', () => {
  it('asks to come back to the page, on this site only', () => {
    expect(signInUrl('/dashboard')).toBe('/api/login?next=%2Fdashboard');
    expect(signInUrl('/checkout?appointmentId=a')).toBe(
      '/api/login?next=%2Fcheckout%3FappointmentId%3Da',
    );
    for (const from of ['/', '//evil.example', '/\\evil.example', 'https://evil.example/x']) {
      expect(signInUrl(from), from).toBe(SIGN_IN_URL);
    }
  });
});

describe('sendToSignIn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the destructive unauthorized toast, then goes to sign in after 500 ms', async () => {
    const navigate = vi.fn();
    sendToSignIn(navigate, '/');
    const shown = useToastStore.getState().toasts.at(-1);
    expect(shown).toMatchObject({ title: UNAUTHORIZED_MESSAGE, variant: 'destructive' });

    // The 500 ms start when the region has the toast on screen, however long its code took.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(navigate).not.toHaveBeenCalled();
    notifyToastsShown([shown?.id ?? -1]);
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(SIGN_IN_URL);
  });

  it('does not redirect once cancelled (the visitor left the guarded page)', async () => {
    const navigate = vi.fn();
    const cancel = sendToSignIn(navigate, '/');
    notifyToastsShown([useToastStore.getState().toasts.at(-1)?.id ?? -1]);
    await vi.advanceTimersByTimeAsync(100);
    cancel();
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_REDIRECT_DELAY_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('comes back to the guarded page after signing in', async () => {
    const navigate = vi.fn();
    sendToSignIn(navigate, '/dashboard');
    await vi.advanceTimersByTimeAsync(3_000 + UNAUTHORIZED_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login?next=%2Fdashboard');
  });

  it('still redirects when no toast region ever shows the toast', async () => {
    const navigate = vi.fn();
    sendToSignIn(navigate, '/');
    await vi.advanceTimersByTimeAsync(3_000 + UNAUTHORIZED_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(SIGN_IN_URL);
  });
});
