// @vitest-environment jsdom
import { type AppointmentDetail, toE164, type WhatsAppMessage } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { formatDateTime } from '../format';
import { AppointmentDetails } from './AppointmentDetails';

const base = appointment({ status: 'confirmed', paymentStatus: 'paid', whatsappConsent: true });

const message = (over: Partial<WhatsAppMessage>): WhatsAppMessage => ({
  id: 'm-1',
  template: 'appointment_booked',
  state: 'read',
  createdAt: '2029-12-01T07:00:00.000Z',
  updatedAt: '2029-12-01T07:05:00.000Z',
  error: null,
  ...over,
});

const detail = (over: Partial<AppointmentDetail>): AppointmentDetail => ({
  appointment: base,
  serviceName: 'تعديل الرواتب',
  cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
  reschedule: { allowed: true, remaining: null },
  history: [],
  ...over,
});

/** Opens the details sheet of `listed`, the server answering `answer` for its detail. */
async function openSheet(answer: AppointmentDetail, listed = base) {
  stubFetch((_method, url) =>
    url === `/api/appointments/${listed.id}` ? json(answer) : json({ message: 'غير موجود' }, 404),
  );
  const page = await render(
    <AppointmentDetails appointment={listed} serviceName="تعديل الرواتب" />,
  );
  const trigger = page.querySelector('button');
  await act(async () => trigger?.click());
  // The sheet's content loads on first opening (a lazy module).
  await until(() => document.querySelector('[data-testid="appointment-notes"]') !== null);
  // The detail has answered when its history section is no longer loading.
  await until(() => !document.body.textContent?.includes('جارٍ تحميل سجل الموعد'));
}

const rows = () =>
  [...document.querySelectorAll('[data-testid="whatsapp-messages"] li')].map((li) => ({
    line: li.querySelector('span')?.textContent,
    time: li.querySelector('time')?.textContent,
    error: li.querySelector('[data-testid="whatsapp-error"]'),
  }));

describe('WhatsApp in the appointment details sheet (issue 33.3)', () => {
  setUpEach();

  it('lists each message with its label, state and Amman time; a failure’s reason is muted and isolated', async () => {
    await openSheet(
      detail({
        whatsappMessages: [
          message({ id: 'm-1' }),
          message({
            id: 'm-2',
            template: 'appointment_reminder_24h',
            state: 'failed',
            updatedAt: '2030-01-05T07:00:00.000Z',
            error: '131026: Message undeliverable',
          }),
        ],
      }),
    );
    const section = document.querySelector('[data-testid="whatsapp-messages"]');
    expect(section?.querySelector('h4')?.textContent).toBe('رسائل واتساب');
    const [booked, reminder] = rows();
    expect(booked?.line).toBe('تأكيد استلام الحجز — قُرئت');
    expect(booked?.time).toBe(formatDateTime('2029-12-01T07:05:00.000Z'));
    expect(booked?.error).toBeNull();
    expect(reminder?.line).toBe('تذكير قبل يوم — تعذّر الإرسال');
    expect(reminder?.error?.textContent).toBe('131026: Message undeliverable');
    expect(reminder?.error?.getAttribute('dir')).toBe('auto');
  });

  it('says the client agreed to WhatsApp beside the phone', async () => {
    await openSheet(detail({}));
    // Dialled in international form (issue 34.10).
    const phone = document.querySelector(
      `[role="dialog"] a[href="tel:${toE164(base.contactPhone)}"]`,
    );
    expect(phone?.parentElement?.textContent).toContain('واتساب: موافق');
  });

  it('shows neither without messages or consent', async () => {
    const declined = { ...base, whatsappConsent: false };
    await openSheet(detail({ appointment: declined, whatsappMessages: [] }), declined);
    expect(document.querySelector('[data-testid="whatsapp-messages"]')).toBeNull();
    expect(document.querySelector('[role="dialog"]')?.textContent).not.toContain('واتساب: موافق');
  });
});
