// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import { lifecycleMessages, type MeetingRoomsResponse } from '@ssc/contracts/lifecycle';
import { theme, useSessionStore } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingRoomsTab } from './MeetingRoomsTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ZOOM_ROOM = 'https://zoom.us/j/5550009999';
const TEAMS_ROOM = 'https://teams.microsoft.com/l/meetup-join/office';
const ZOOM_DEFAULT = 'https://zoom.us/j/operator-default';

/** The booking service as the tab sees it: the rooms stored, and what a PUT stores. */
function network(stored: MeetingRoomsResponse['rooms']) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const defaults = { zoom: ZOOM_DEFAULT, teams: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body });
      if (method === 'GET') return json({ rooms: stored, defaults });
      return json({ rooms: body, defaults });
    }),
  );
  return calls;
}

let root: Root | undefined;
let host: HTMLElement | undefined;

async function render(): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <MeetingRoomsTab />
        </ThemeProvider>
      </QueryClientProvider>,
    );
  });
  return host;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (form: Element | null | undefined) =>
  act(async () => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

/** The text of the elements an input's aria-describedby names (its hint, its error). */
function description(page: HTMLElement, input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => page.querySelector(`#${id}`)?.textContent ?? '')
    .join(' ');
}

describe('the meeting rooms tab', () => {
  beforeEach(() => {
    resetUnauthorizedForTests();
    useSessionStore.getState().setUser({ id: 'a1', email: 'admin@example.jo', role: 'admin' });
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(null);
  });

  it("shows the stored rooms, and the operator's default beneath an empty field", async () => {
    network({ zoom: null, teams: TEAMS_ROOM });
    const page = await render();
    const zoom = () => page.querySelector<HTMLInputElement>('#meeting-room-zoom');
    const teams = () => page.querySelector<HTMLInputElement>('#meeting-room-teams');
    await until(() => zoom() !== null);
    expect(zoom()?.value).toBe('');
    expect(teams()?.value).toBe(TEAMS_ROOM);
    // The default is tied to the field it stands in for, not merely somewhere on the page.
    expect(description(page, zoom() as HTMLInputElement)).toContain(ZOOM_DEFAULT);
    // Teams has no default: the admin is told a link is then asked at each confirmation.
    expect(description(page, teams() as HTMLInputElement)).toContain(
      'يجب إدخال رابط لكل موعد عند تأكيده',
    );
    expect(description(page, teams() as HTMLInputElement)).not.toContain(ZOOM_DEFAULT);
  });

  it('refuses an http:// link with the Arabic message without sending it', async () => {
    const calls = network({ zoom: null, teams: null });
    const page = await render();
    const zoom = () => page.querySelector<HTMLInputElement>('#meeting-room-zoom');
    await until(() => zoom() !== null);
    type(zoom() as HTMLInputElement, 'http://zoom.us/j/123');
    await submit(zoom()?.closest('form'));
    expect(page.textContent).toContain(lifecycleMessages.meetingUrlInvalid);
    expect(zoom()?.getAttribute('aria-invalid')).toBe('true');
    expect(description(page, zoom() as HTMLInputElement)).toContain(
      lifecycleMessages.meetingUrlInvalid,
    );
    // Give a wrongly sent request the time to show up before asserting there is none.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends null for a field the admin empties, and the link of the other', async () => {
    const calls = network({ zoom: null, teams: TEAMS_ROOM });
    const page = await render();
    const zoom = () => page.querySelector<HTMLInputElement>('#meeting-room-zoom');
    const teams = () => page.querySelector<HTMLInputElement>('#meeting-room-teams');
    await until(() => teams()?.value === TEAMS_ROOM);
    type(zoom() as HTMLInputElement, `  ${ZOOM_ROOM}  `);
    type(teams() as HTMLInputElement, '   ');
    await submit(zoom()?.closest('form'));
    await until(() => calls.some((c) => c.method === 'PUT'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/meeting-rooms',
      body: { zoom: ZOOM_ROOM, teams: null },
    });
    // The answer becomes the form: the Teams field stays empty, the Zoom room stays.
    await until(() => zoom()?.value === ZOOM_ROOM);
    expect(teams()?.value).toBe('');
  });
});
