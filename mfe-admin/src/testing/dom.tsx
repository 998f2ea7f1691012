// Test support for the admin console's jsdom component tests: a component mounted with a live
// query client (it fetches through a stubbed `fetch`), the session those tests sign in with, and
// the few ways they act on the page as a person would. Importing it marks the environment as
// React's act environment and gives each test 20 s. Not for production code.
import { createQueryClient } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

type SessionUser = NonNullable<
  Parameters<ReturnType<typeof useSessionStore.getState>['setUser']>[0]
>;

/** The admin most tests are signed in as. */
export const ADMIN: SessionUser = { id: 'a1', email: 'admin@example.jo', role: 'admin' };

/** A JSON answer as the gateway sends it: `status` (200) and extra `headers` such as x-total-count. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** One request a component made: its method, URL and JSON body (undefined when it has none). */
export interface FetchCall {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * Stubs the global `fetch` with `answer` (until `cleanUp()`), and returns the calls made, in order,
 * as they are made.
 */
export function stubFetch(
  answer: (method: string, url: string, body: unknown) => Response | Promise<Response>,
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return answer(method, url, body);
    }),
  );
  return calls;
}

/**
 * Mounts `element` in the document inside the query client (a live one: it fetches), the theme
 * and a router at `url`, and returns its container.
 */
export function render(element: ReactElement, url = '/admin'): Promise<HTMLElement> {
  return mountInFrame(element, { url, client: createQueryClient() });
}

/** Lets the page work (20 ms at a time, `attempts` times at most) until `check` holds; fails if not. */
export async function until(check: () => boolean, attempts = 100) {
  for (let i = 0; i < attempts && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

/** Types into a React-controlled field as a person would (the value setter, then an input event). */
export async function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits `form` as its submit button would. */
export const submit = (form: Element | null | undefined) =>
  act(async () => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

/** Before a test: the 401 handling reset, and `user` signed in when given. */
export function startSession(user?: SessionUser) {
  resetUnauthorizedForTests();
  if (user) useSessionStore.getState().setUser(user);
}

/** After a test: every mounted page unmounted and removed, the stubbed globals back, signed out. */
export function cleanUp() {
  unmountAll();
  vi.unstubAllGlobals();
  useSessionStore.getState().setUser(null);
}

/**
 * Registers, in the enclosing `describe`, `startSession(user)` before each test (the admin unless
 * told; `null` for nobody) and `cleanUp()` after it.
 */
export function setUpEach(user: SessionUser | null = ADMIN) {
  beforeEach(() => startSession(user ?? undefined));
  afterEach(cleanUp);
}
