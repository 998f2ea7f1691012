// @vitest-environment jsdom
import { type ContactMessage, type ContactReply, replyMessages } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  json,
  render,
  setUpEach,
  stubFetch,
  submit,
  type,
  until,
} from '../../../testing/dom';
import { formatDateTime } from '../format';
import { MessagesTab } from './MessagesTab';

const reply = (over: Partial<ContactReply> = {}): ContactReply => ({
  id: 'r-1',
  body: 'أهلاً سارة،\nيسعدنا استقبالك يوم الأحد.',
  authorId: ADMIN.id,
  replyTo: 'office@sanad.example.jo',
  createdAt: '2026-11-02T09:00:00.000Z',
  ...over,
});

const message = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 'c7d2a9e4-1b3f-4a5c-9d8e-0f1a2b3c4d5e',
  firstName: 'سارة',
  lastName: 'الخطيب',
  email: 'sara@example.com',
  phone: '0795551234',
  inquiryType: 'retirement',
  message: 'أرغب في معرفة شروط التقاعد المبكر.',
  status: 'new',
  createdAt: '2026-11-01T08:00:00.000Z',
  replies: [],
  ...over,
});

/** Mounts the tab; the list answers `messages()` (read each time), `other` the rest. */
async function open(
  messages: () => ContactMessage[],
  other: (
    method: string,
    url: string,
    body: unknown,
  ) => Response | Promise<Response> | undefined = () => undefined,
) {
  const calls = stubFetch(
    (method, url, body) =>
      other(method, url, body) ??
      (url.startsWith('/api/contact-messages?')
        ? json(messages(), 200, { 'x-total-count': String(messages().length) })
        : json({ message: 'غير موجود' }, 404)),
  );
  await render(<MessagesTab />);
  await until(() => document.querySelector('[data-message-id]') !== null);
  return calls;
}

const item = () => document.querySelector<HTMLElement>('[data-message-id]') as HTMLElement;
const button = (name: string) =>
  [...item().querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const replyForm = () => document.querySelector<HTMLFormElement>('[data-testid="reply-form"]');
const replyField = () => replyForm()?.querySelector('textarea') as HTMLTextAreaElement;

describe('the messages tab (issue 34.10)', () => {
  setUpEach();

  it('links the email (mailto:) and the phone (tel:, international form)', async () => {
    await open(() => [message()]);
    const email = item().querySelector('[data-testid="message-email"]');
    expect(email?.getAttribute('href')).toBe('mailto:sara@example.com');
    expect(email?.getAttribute('dir')).toBe('ltr');
    const phone = item().querySelector('[data-testid="message-phone"]');
    expect(phone?.getAttribute('href')).toBe('tel:+962795551234');
    expect(phone?.textContent).toBe('0795551234');
  });

  it('shows an answered message «تم الرد» with its replies, who sent them and when', async () => {
    await open(() => [
      message({
        status: 'replied',
        replies: [reply(), reply({ id: 'r-2', authorId: 'other-admin', body: 'تذكير' })],
      }),
    ]);
    expect(item().querySelector('[data-testid="message-status"]')?.textContent).toContain(
      'تم الرد',
    );
    const replies = [...item().querySelectorAll('[data-testid="message-replies"] li')];
    expect(
      replies.map((li) => li.querySelector('[data-testid="reply-body"]')?.textContent),
    ).toEqual(['أهلاً سارة،\nيسعدنا استقبالك يوم الأحد.', 'تذكير']);
    expect(replies[0]?.textContent).toContain(`ردّ أنت (${ADMIN.email})`);
    expect(replies[1]?.textContent).toContain('ردّ مشرف آخر');
    expect(replies[0]?.querySelector('time')?.textContent).toBe(
      formatDateTime('2026-11-02T09:00:00.000Z'),
    );
    expect(
      getComputedStyle(replies[0]?.querySelector('[data-testid="reply-body"]') as HTMLElement)
        .whiteSpace,
    ).toBe('pre-wrap');
  });

  it('checks the reply before sending, sends it, closes the form and reads the list again', async () => {
    let list = [message()];
    const calls = await open(
      () => list,
      (method, _url, body) => {
        if (method !== 'POST') return undefined;
        list = [
          message({
            status: 'replied',
            replies: [reply({ body: (body as { body: string }).body })],
          }),
        ];
        return json(list[0], 201);
      },
    );
    await act(async () => button('رد')?.click());
    expect(replyForm()).not.toBeNull();
    expect(document.activeElement).toBe(replyField());
    expect(document.querySelector(`label[for="${replyField().id}"]`)?.textContent).toContain(
      'الرد بالبريد',
    );

    await type(replyField(), '   ');
    await submit(replyForm());
    expect(document.getElementById(`${replyField().id}-error`)?.textContent).toBe(
      replyMessages.bodyRequired,
    );
    await type(replyField(), 'ب'.repeat(5001));
    await submit(replyForm());
    expect(document.getElementById(`${replyField().id}-error`)?.textContent).toBe(
      replyMessages.bodyTooLong,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await type(replyField(), '  نعم، يمكنك ذلك.\nمع التحية  ');
    const reads = calls.filter((c) => c.method === 'GET').length;
    await submit(replyForm());
    await until(() => replyForm() === null);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/contact-messages/${message().id}/replies`);
    expect(post?.body).toEqual({ body: 'نعم، يمكنك ذلك.\nمع التحية' });
    await until(() => calls.filter((c) => c.method === 'GET').length > reads);
    await until(() => item().textContent?.includes('تم الرد') === true);
    expect(item().querySelector('[data-testid="reply-body"]')?.textContent).toBe(
      'نعم، يمكنك ذلك.\nمع التحية',
    );
  });

  it('shows the server’s refusal in place and keeps the text', async () => {
    await open(
      () => [message()],
      (method) => (method === 'POST' ? json({ message: 'الرسالة غير موجودة' }, 404) : undefined),
    );
    await act(async () => button('رد')?.click());
    await type(replyField(), 'رد');
    await submit(replyForm());
    await until(() => document.querySelector('[data-testid="reply-error"]') !== null);
    const alert = document.querySelector('[data-testid="reply-error"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe('الرسالة غير موجودة');
    expect(replyField().value).toBe('رد');
  });

  it('«تراجع» closes the reply without sending', async () => {
    const calls = await open(() => [message()]);
    await act(async () => button('رد')?.click());
    await act(async () =>
      [...(replyForm()?.querySelectorAll('button') ?? [])]
        .find((b) => b.textContent === 'تراجع')
        ?.click(),
    );
    expect(replyForm()).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('marks a new message read, and a read one unread again', async () => {
    let list = [message()];
    const calls = await open(
      () => list,
      (method, _url, body) => {
        if (method !== 'PATCH') return undefined;
        list = [message({ status: (body as { status: 'read' | 'new' }).status })];
        return json(list[0]);
      },
    );
    expect(button('تحديد كغير مقروءة')).toBeUndefined();
    await act(async () => button('تعليم كمقروءة')?.click());
    await until(() => button('تحديد كغير مقروءة') !== undefined);
    expect(item().querySelector('[data-testid="message-status"]')?.textContent).toContain('مقروءة');
    await act(async () => button('تحديد كغير مقروءة')?.click());
    await until(() => button('تعليم كمقروءة') !== undefined);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      [`/api/contact-messages/${message().id}`, { status: 'read' }],
      [`/api/contact-messages/${message().id}`, { status: 'new' }],
    ]);
    expect(item().querySelector('[data-testid="message-status"]')?.textContent).toContain('جديد');
  });
});
