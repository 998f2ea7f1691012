import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from './SessionSync';
import { useSessionStore } from './sessionStore';

const user = { id: 'u1', firstName: 'ليلى', email: 'l@example.com' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('refreshSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads GET /api/user with the credentials and publishes the user', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return json(user);
    });
    await refreshSession();
    expect(calls.map(([url, init]) => [url, init?.credentials])).toEqual([
      ['/api/user', 'include'],
    ]);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', user });
  });

  it('makes a 401, a server error or an unreachable service a guest', async () => {
    for (const answer of [
      async () => json({ message: 'Unauthorized' }, 401),
      async () => json({ message: 'خطأ' }, 503),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      useSessionStore.getState().setUser(user);
      vi.stubGlobal('fetch', answer);
      await refreshSession();
      expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    }
  });

  it('drops an answer overtaken by a newer request (a sign-in while the first read is out)', async () => {
    useSessionStore.getState().setUser(null);
    let answerFirst: ((res: Response) => void) | undefined;
    // The first answer is already on its way: aborting the request does not stop it.
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answerFirst = resolve)));
    const first = refreshSession();
    vi.stubGlobal('fetch', async () => json(user));
    await refreshSession();
    answerFirst?.(json({ message: 'Unauthorized' }, 401));
    await first;
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', user });
  });
});
