import { useToastStore } from '@ssc/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_ERROR_TITLE, logOut } from './logOut';

// Only the browser's fetch is replaced: the request is what the header sends, the answer is what
// the gateway would return.
describe('logOut', () => {
  const calls: { url: string; method: string | undefined }[] = [];

  beforeEach(() => {
    calls.length = 0;
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function answer(response: Response) {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method });
      return response;
    });
  }

  it('posts to /api/logout and reloads the page', async () => {
    answer(new Response(null, { status: 204 }));
    const reload = vi.fn();
    await logOut(reload);
    expect(calls).toEqual([{ url: '/api/logout', method: 'POST' }]);
    expect(reload).toHaveBeenCalledOnce();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('shows a destructive toast with the server message and stays on the page on failure', async () => {
    answer(
      new Response(JSON.stringify({ message: 'الخدمة غير متاحة حالياً' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const reload = vi.fn();
    await logOut(reload);
    expect(reload).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: LOGOUT_ERROR_TITLE, description: 'الخدمة غير متاحة حالياً', variant: 'destructive' },
    ]);
  });
});
