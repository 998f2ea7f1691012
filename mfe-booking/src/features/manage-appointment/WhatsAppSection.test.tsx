// @vitest-environment jsdom
import type { Appointment, AppointmentDetail } from '@ssc/contracts';
import { whatsappMessages } from '@ssc/contracts';
import { sampleAppointment } from '@ssc/contracts/testing';
import { useToastStore } from '@ssc/ui';
import { unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buttonNamed,
  byTestId,
  type FetchCall,
  json,
  renderLive,
  stubFetch,
  until,
} from '../../testing/dom';
import { ManageAppointmentPage } from './ManageAppointmentPage';

const ID = '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10';
const TOKEN = 'mz0abc.sig';
const CONSENT_URL = `/api/appointments/${ID}/whatsapp-consent?token=${TOKEN}`;

const appointment = (over: Partial<Appointment> = {}): Appointment =>
  sampleAppointment({
    id: ID,
    // Far ahead: still open, every rule sees it to come.
    date: '2030-01-06T07:00:00.000Z',
    status: 'confirmed',
    paymentStatus: 'paid',
    ...over,
  });

const detail = (a: Appointment): AppointmentDetail => ({
  appointment: a,
  serviceName: 'تعديل الرواتب',
  cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
  reschedule: { allowed: false, remaining: 0 },
});

/** The gateway: WhatsApp on or off, the appointment as `current()` says, and the consent call. */
function gateway({
  enabled = true,
  current,
  consent,
}: {
  enabled?: boolean;
  current: () => Appointment;
  consent?: (call: FetchCall) => Response;
}) {
  return stubFetch((call) => {
    if (call.url === '/api/whatsapp/status') return json({ enabled });
    if (call.method === 'PUT' && call.url.includes('/whatsapp-consent')) return consent?.(call);
    if (call.url.startsWith(`/api/appointments/${ID}`)) return json(detail(current()));
    if (call.url.startsWith('/api/slots/window'))
      return json({ horizonDays: 3650, firstDay: '2000-01-01', lastDay: '2099-12-31' });
    return undefined;
  });
}

const state = () => byTestId('manage-whatsapp-state')?.textContent;
const lastToast = () =>
  useToastStore.getState().toasts.at(-1) ?? useToastStore.getState().queue.at(-1);

beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

describe('WhatsApp messages on the manage page (issue 33.3)', () => {
  it('stops them with the emailed link’s token, then shows the appointment asked afresh', async () => {
    let current = appointment({ whatsappConsent: true });
    const calls = gateway({
      current: () => current,
      consent: (call) => {
        current = appointment({ whatsappConsent: (call.body as { consent: boolean }).consent });
        return json(current);
      },
    });
    await renderLive(<ManageAppointmentPage />, `/appointments/manage?id=${ID}&token=${TOKEN}`);
    await until(() => state() !== undefined);
    expect(state()).toBe('رسائل واتساب لهذا الموعد: مفعّلة');
    await act(async () => buttonNamed('إيقاف رسائل واتساب')?.click());
    await until(() => state() === 'رسائل واتساب لهذا الموعد: غير مفعّلة');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: CONSENT_URL, body: { consent: false } },
    ]);
    // The detail was asked again after the change.
    expect(calls.filter((c) => c.url === `/api/appointments/${ID}?token=${TOKEN}`)).toHaveLength(2);
    expect(lastToast()?.title).toBe(whatsappMessages.withdrawn);
    expect(buttonNamed('تفعيل رسائل واتساب')).toBeDefined();
  });

  it('turns them on for the signed-in owner (no token) and says so when the server refuses', async () => {
    const calls = gateway({
      current: () => appointment({ whatsappConsent: false }),
      consent: () => json({ message: 'لا يمكن تغيير موعد ملغى' }, 409),
    });
    await renderLive(<ManageAppointmentPage />, `/appointments/manage?id=${ID}`);
    await until(() => state() !== undefined);
    expect(state()).toBe('رسائل واتساب لهذا الموعد: غير مفعّلة');
    await act(async () => buttonNamed('تفعيل رسائل واتساب')?.click());
    await until(() => lastToast()?.variant === 'destructive');
    expect(lastToast()?.description).toBe('لا يمكن تغيير موعد ملغى');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/appointments/${ID}/whatsapp-consent`,
      body: { consent: true },
    });
    expect(state()).toBe('رسائل واتساب لهذا الموعد: غير مفعّلة');
  });

  it('is not offered while WhatsApp is off, nor on a closed appointment', async () => {
    gateway({ enabled: false, current: () => appointment({ whatsappConsent: true }) });
    await renderLive(<ManageAppointmentPage />, `/appointments/manage?id=${ID}&token=${TOKEN}`);
    await until(() => byTestId('manage-reference') !== null);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(byTestId('manage-whatsapp')).toBeNull();
    unmountAll();
    vi.unstubAllGlobals();
    gateway({ current: () => appointment({ status: 'cancelled', whatsappConsent: true }) });
    await renderLive(<ManageAppointmentPage />, `/appointments/manage?id=${ID}&token=${TOKEN}`);
    await until(() => byTestId('manage-closed') !== null);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(byTestId('manage-whatsapp')).toBeNull();
  });
});
