// Test support for the booking remote's jsdom component tests: a page mounted with a live query
// client (it fetches through a stubbed `fetch`), the gateway's JSON answers, and the few ways the
// tests wait for and find what the page shows. Importing it marks the environment as React's act
// environment and gives each test 20 s (the first render loads the page's modules into jsdom:
// seconds on a busy two-core machine). Not for production code.
import { createQueryClient } from '@ssc/api-client';
import { mountInFrame } from '@ssc/ui/testing';
import { act, type ReactElement } from 'react';
import { expect, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

/** A JSON answer as the gateway sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One request the page made: its method, URL and JSON body (undefined when it has none). */
export interface FetchCall {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * Stubs the global `fetch` with `answer` (until `vi.unstubAllGlobals()`); a call it does not
 * answer (undefined) gets a 404. Returns the calls made, in order, as they are made.
 */
export function stubFetch(
  answer: (call: FetchCall) => Response | Promise<Response> | undefined,
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (await answer(call)) ?? json({ message: 'غير موجود' }, 404);
    }),
  );
  return calls;
}

/** The calls as `METHOD url` lines, for comparing the order of requests. */
export const callLines = (calls: readonly FetchCall[]) =>
  calls.map((call) => `${call.method} ${call.url}`);

/**
 * Mounts `element` in the document inside a live query client (it fetches), the theme and a
 * router at `url`, and returns its container; `unmountAll()` (in `afterEach`) takes it away.
 */
export function renderLive(element: ReactElement, url = '/'): Promise<HTMLElement> {
  return mountInFrame(element, { url, client: createQueryClient() });
}

/** Lets the page work (20 ms at a time, 150 times at most) until `check` holds; fails if not. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

export const byTestId = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** The first button whose text or accessible name (aria-label) holds `text`. */
export const buttonNamed = (text: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.includes(text) || b.getAttribute('aria-label')?.includes(text),
  );

/** The texts of the page's alerts. */
export const alerts = () =>
  [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
