import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { fetchPage, pageCount } from './lists';

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchPage', () => {
  it('GETs the page with the cookie, leaving out empty parameters, and reads the total', async () => {
    const fetchMock = answer([{ id: 'a' }], { headers: { 'X-Total-Count': '41' } });
    const page = await fetchPage('/api/appointments', {
      page: 2,
      pageSize: 20,
      q: '',
      s: undefined,
    });
    expect(page).toEqual({ items: [{ id: 'a' }], total: 41 });
    expect(fetchMock).toHaveBeenCalledWith('/api/appointments?page=2&pageSize=20', {
      credentials: 'include',
      signal: undefined,
    });
  });

  it('counts the page itself when the header is missing', async () => {
    answer([{ id: 'a' }, { id: 'b' }]);
    expect((await fetchPage('/api/user-documents', { page: 1 })).total).toBe(2);
  });

  it('throws the spec’s ApiError for a failed answer', async () => {
    answer({ message: 'يجب تسجيل الدخول' }, { status: 401 });
    await expect(fetchPage('/api/appointments', { page: 1 })).rejects.toEqual(
      expect.objectContaining({ status: 401, message: 'يجب تسجيل الدخول' }),
    );
    await expect(fetchPage('/api/appointments', { page: 1 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });
});
