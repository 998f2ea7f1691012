// @vitest-environment jsdom
import { type AppointmentDetail, clientKeySegment, type Note, noteMessages } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, submit, type, until } from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { AppointmentDetails } from '../components/AppointmentDetails';
import { formatDateTime } from '../format';

const base = appointment({ status: 'confirmed' });

const note = (over: Partial<Note>): Note => ({
  id: 'n-1',
  scope: 'appointment',
  appointmentId: base.id,
  appointmentReference: base.reference,
  clientKey: null,
  body: 'اتصل العميل',
  authorId: 'a1',
  createdAt: '2029-12-01T07:00:00.000Z',
  ...over,
});

const detail = (notes: Note[] | undefined): AppointmentDetail => ({
  appointment: base,
  serviceName: 'تعديل الرواتب',
  cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
  reschedule: { allowed: true, remaining: null },
  history: [],
  ...(notes ? { notes } : {}),
});

type Answer = (
  method: string,
  url: string,
  body: unknown,
) => Response | Promise<Response> | undefined;

/** Opens the sheet of `listed`; the detail answers `notes()` (read each time), `post` the rest. */
async function openSheet(
  notes: () => Note[] | undefined,
  post: Answer = () => undefined,
  listed = base,
) {
  const calls = stubFetch(
    (method, url, body) =>
      post(method, url, body) ??
      (url === `/api/appointments/${listed.id}`
        ? json({ ...detail(notes()), appointment: listed })
        : json({ message: 'غير موجود' }, 404)),
  );
  const page = await render(
    <AppointmentDetails appointment={listed} serviceName="تعديل الرواتب" />,
  );
  await act(async () => page.querySelector('button')?.click());
  // The sheet's content loads on first opening (a lazy module), then asks for the detail.
  await until(() => section() !== null);
  await until(() => !document.body.textContent?.includes('جارٍ تحميل الملاحظات'));
  return calls;
}

const section = () => document.querySelector('[data-testid="appointment-notes"]');
const form = () => document.querySelector<HTMLFormElement>('[data-testid="add-note"]');
const textarea = () => form()?.querySelector('textarea') as HTMLTextAreaElement;
const radio = (label: string) =>
  [...(form()?.querySelectorAll('label') ?? [])]
    .find((l) => l.textContent?.trim() === label)
    ?.querySelector('input') as HTMLInputElement;

describe('the office’s notes in the appointment details sheet (issue 34.6)', () => {
  setUpEach();

  it('lists the notes newest first, each with its Amman time and what it is on', async () => {
    await openSheet(() => [
      note({ id: 'n-old', body: 'first line\nsecond line', createdAt: '2029-12-01T07:00:00.000Z' }),
      note({
        id: 'n-new',
        scope: 'client',
        appointmentId: null,
        appointmentReference: null,
        clientKey: 'user:u1',
        body: 'عميل دائم',
        createdAt: '2029-12-02T09:30:00.000Z',
      }),
    ]);
    expect(section()?.querySelector('h3')?.textContent).toBe('ملاحظات');
    const items = [...(section()?.querySelectorAll('[data-testid="notes-list"] li') ?? [])];
    expect(items.map((li) => li.querySelector('[data-testid="note-body"]')?.textContent)).toEqual([
      'عميل دائم',
      'first line\nsecond line',
    ]);
    expect(items.map((li) => li.querySelector('[data-testid="note-scope"]')?.textContent)).toEqual([
      'على العميل',
      'على الموعد',
    ]);
    expect(items[0]?.querySelector('time')?.textContent).toBe(
      formatDateTime('2029-12-02T09:30:00.000Z'),
    );
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe(
      '2029-12-02T09:30:00.000Z',
    );
    const body = items[1]?.querySelector<HTMLElement>('[data-testid="note-body"]');
    expect(body?.getAttribute('dir')).toBe('auto');
    expect(getComputedStyle(body as HTMLElement).whiteSpace).toBe('pre-wrap');
  });

  it('says there are none yet', async () => {
    await openSheet(() => undefined);
    expect(section()?.querySelector('[data-testid="notes-empty"]')?.textContent).toBe(
      'لا توجد ملاحظات بعد',
    );
  });

  it('checks the note before sending, then saves it on the appointment and reads the detail again', async () => {
    let notes: Note[] = [];
    const calls = await openSheet(
      () => notes,
      (method, _url, body) => {
        if (method !== 'POST') return undefined;
        const saved = note({ id: 'n-2', body: (body as { body: string }).body });
        notes = [saved];
        return json(saved, 201);
      },
    );
    const field = textarea();
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toContain(
      'ملاحظة جديدة',
    );
    expect(radio('على هذا الموعد').checked).toBe(true);

    // Blank: the contracts' message under the field, described by it; nothing sent.
    await type(field, '   ');
    await submit(form());
    const error = document.getElementById(`${field.id}-error`);
    expect(error?.textContent).toBe(noteMessages.bodyRequired);
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-error`);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await type(field, '  يفضّل التواصل صباحاً\nبعد العاشرة  ');
    const detailReads = calls.filter((c) => c.url === `/api/appointments/${base.id}`).length;
    await submit(form());
    await until(() => document.querySelector('[data-testid="note-saved"]') !== null);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/appointments/${base.id}/notes`);
    expect(post?.body).toEqual({ body: 'يفضّل التواصل صباحاً\nبعد العاشرة' });
    expect(document.querySelector('[role="status"] [data-testid="note-saved"]')?.textContent).toBe(
      'حُفظت الملاحظة',
    );
    expect(textarea().value).toBe('');
    await until(
      () => calls.filter((c) => c.url === `/api/appointments/${base.id}`).length > detailReads,
    );
    await until(() => section()?.textContent?.includes('بعد العاشرة') === true);
  });

  it('saves a note on a guest client under the URL-encoded key, and shows the server’s refusal in place', async () => {
    const guest = { ...base, userId: 'guest', contactEmail: 'Sara+X@Example.jo' };
    let answer = json({ message: 'نص الملاحظة مطلوب', errors: { body: 'نص الملاحظة مطلوب' } }, 400);
    const calls = await openSheet(
      () => [],
      (method) => (method === 'POST' ? answer : undefined),
      guest,
    );
    await act(async () => radio('على العميل').click());
    expect(radio('على العميل').checked).toBe(true);
    await type(textarea(), 'زبون قديم');
    await submit(form());
    await until(() => document.getElementById(`${textarea().id}-error`) !== null);
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(
      `/api/clients/${clientKeySegment('guest:sara+x@example.jo')}/notes`,
    );
    expect(document.getElementById(`${textarea().id}-error`)?.textContent).toBe(
      'نص الملاحظة مطلوب',
    );
    // Not the field's: above the button, announced.
    answer = json({ message: 'معرّف العميل غير صحيح' }, 400);
    await submit(form());
    await until(() => document.querySelector('[data-testid="note-error"]') !== null);
    expect(document.querySelector('[data-testid="note-error"]')?.getAttribute('role')).toBe(
      'alert',
    );
    expect(document.querySelector('[data-testid="note-error"]')?.textContent).toBe(
      'معرّف العميل غير صحيح',
    );
    expect(textarea().value).toBe('زبون قديم');
    expect(document.querySelector('[data-testid="note-saved"]')).toBeNull();
  });

  it('is disabled while saving', async () => {
    let release: (r: Response) => void = () => {};
    await openSheet(
      () => [],
      (method) =>
        method === 'POST'
          ? new Promise<Response>((r) => {
              release = r;
            })
          : undefined,
    );
    await type(textarea(), 'ملاحظة');
    await submit(form());
    await until(() => textarea().disabled);
    const button = form()?.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(button?.disabled).toBe(true);
    expect(button?.textContent).toBe('جارٍ الحفظ...');
    expect(radio('على العميل').disabled).toBe(true);
    await act(async () => release(json(note({ body: 'ملاحظة' }), 201)));
    await until(() => !textarea().disabled);
  });
});
