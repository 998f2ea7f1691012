// @vitest-environment jsdom
import { lifecycleMessages, type MeetingRoomsResponse } from '@ssc/contracts/lifecycle';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, submit, type, until } from '../../../testing/dom';
import { MeetingRoomsTab } from './MeetingRoomsTab';

const ZOOM_ROOM = 'https://zoom.us/j/5550009999';
const TEAMS_ROOM = 'https://teams.microsoft.com/l/meetup-join/office';
const ZOOM_DEFAULT = 'https://zoom.us/j/operator-default';

/** The booking service as the tab sees it: the rooms stored, and what a PUT stores. */
function network(stored: MeetingRoomsResponse['rooms']) {
  const defaults = { zoom: ZOOM_DEFAULT, teams: null };
  return stubFetch((method, _url, body) => {
    if (method === 'GET') return json({ rooms: stored, defaults });
    return json({ rooms: body, defaults });
  });
}

/** The text of the elements an input's aria-describedby names (its hint, its error). */
function description(page: HTMLElement, input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => page.querySelector(`#${id}`)?.textContent ?? '')
    .join(' ');
}

describe('the meeting rooms tab', () => {
  setUpEach();

  it("shows the stored rooms, and the operator's default beneath an empty field", async () => {
    network({ zoom: null, teams: TEAMS_ROOM });
    const page = await render(<MeetingRoomsTab />);
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
    const page = await render(<MeetingRoomsTab />);
    const zoom = () => page.querySelector<HTMLInputElement>('#meeting-room-zoom');
    await until(() => zoom() !== null);
    await type(zoom() as HTMLInputElement, 'http://zoom.us/j/123');
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
    const page = await render(<MeetingRoomsTab />);
    const zoom = () => page.querySelector<HTMLInputElement>('#meeting-room-zoom');
    const teams = () => page.querySelector<HTMLInputElement>('#meeting-room-teams');
    await until(() => teams()?.value === TEAMS_ROOM);
    await type(zoom() as HTMLInputElement, `  ${ZOOM_ROOM}  `);
    await type(teams() as HTMLInputElement, '   ');
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
