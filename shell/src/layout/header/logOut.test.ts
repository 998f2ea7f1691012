import { useToastStore } from '@ssc/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_ERROR_TITLE, logOut } from './logOut';
import { announceSignedOut, LOGGED_OUT_TITLE, SIGNED_OUT_KEY } from './signedOut';

/** A tab's sessionStorage, kept across the (pretend) reload. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Only the browser's fetch is replaced: the request is what the header sends, the answer is what
// the gateway would return.
describe('logOut', () => {
  const calls: { url: string; method: string | undefined }[] = [];

  beforeEach(() => {
    calls.length = 0;
    useToastStore.setState({ toasts: [], queue: [] });
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

  it('says «تم تسجيل الخروج» on the reloaded page, once (issue 33.4)', async () => {
    answer(new Response(null, { status: 204 }));
    const storage = memoryStorage();
    const reload = vi.fn(() => expect(storage.getItem(SIGNED_OUT_KEY)).toBe('1'));
    await logOut(reload, storage);
    expect(reload).toHaveBeenCalledOnce();

    // The shell starting again after the reload.
    announceSignedOut(storage);
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: LOGGED_OUT_TITLE, variant: 'default', open: true },
    ]);
    expect(LOGGED_OUT_TITLE).toBe('تم تسجيل الخروج');
    expect(storage.getItem(SIGNED_OUT_KEY)).toBeNull();
    // A later start (another reload) says nothing.
    useToastStore.setState({ toasts: [], queue: [] });
    announceSignedOut(storage);
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
    const storage = memoryStorage();
    await logOut(reload, storage);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(SIGNED_OUT_KEY)).toBeNull();
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: LOGOUT_ERROR_TITLE, description: 'الخدمة غير متاحة حالياً', variant: 'destructive' },
    ]);
  });
});
