// @vitest-environment jsdom
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { personNameMessage } from '@ssc/contracts/person-name';
import { sampleService } from '@ssc/contracts/testing';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { act, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingPage } from './BookingPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The first render loads the page's modules into jsdom: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const services = [sampleService()];

/** Renders a page as the app frame would (the data cache seeded, no network). */
const render = (page: ReactElement, url: string, withServices = true) =>
  mountInFrame(page, {
    url,
    client: offlineQueryClient(withServices ? [[SERVICES_QUERY_KEY, services]] : []),
  });

const checkedMode = (el: HTMLElement) =>
  el.querySelector<HTMLInputElement>('input[name="consultationMode"]:checked')?.value;

const labelled = (el: HTMLElement, text: string) => {
  const label = [...el.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
  return label ? el.ownerDocument.getElementById(label.htmlFor) : null;
};

afterEach(() => {
  unmountAll();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('BookingPage', () => {
  it.each([
    ['/booking?platform=teams', 'teams'],
    ['/booking?platform=zoom', 'zoom'],
    ['/booking?type=office', 'office'],
    ['/booking', 'office'],
  ])('%s preselects %s', async (url, mode) => {
    expect(checkedMode(await render(<BookingPage />, url))).toBe(mode);
  });

  it('labels every field and offers the catalogue, the six slots and the file picker', async () => {
    const page = await render(<BookingPage />, '/booking');
    expect(document.title).toContain('حجز استشارة');
    const select = labelled(page, 'نوع الخدمة') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'اختر الخدمة المطلوبة',
      'تعديل الرواتب',
    ]);
    for (const label of [
      'الاسم الكامل',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'رقم الضمان الاجتماعي',
      'وصف الحالة',
    ]) {
      expect(labelled(page, label), label).toBeInstanceOf(HTMLElement);
    }
    const slots = [...page.querySelectorAll<HTMLInputElement>('input[name="time"]')];
    expect(slots.map((s) => s.value)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    // No day chosen yet: no slot can be picked.
    expect(slots.every((s) => s.disabled)).toBe(true);
    const file = page.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.multiple).toBe(true);
    expect(file.accept).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.jfif');
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
  });

  it('shows the select as loading until the catalogue arrives', async () => {
    const page = await render(<BookingPage />, '/booking', false);
    const select = labelled(page, 'نوع الخدمة') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.options[0]?.textContent).toBe('جارٍ تحميل الخدمات...');
  });

  it('shows the Arabic inline errors of the schema on an empty submit', async () => {
    const page = await render(<BookingPage />, '/booking');
    const form = page.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
    });
    // The kit's inline errors are tied to their controls (aria-describedby), ids ending in -error.
    const alerts = [...page.querySelectorAll('[id$="-error"]')].map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'يجب اختيار نوع الخدمة',
        'يجب اختيار تاريخ الموعد',
        'يجب اختيار وقت الموعد',
        'الاسم يجب أن يكون حرفين على الأقل',
        'البريد الإلكتروني غير صحيح',
        'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
        'رقم الضمان الاجتماعي يجب أن يكون 8 أرقام على الأقل',
      ]),
    );
    expect(labelled(page, 'الاسم الكامل')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the name rule under the name field when the name carries a phone number (issue 37)', async () => {
    // An account named before names were letters only: its name is filled in, and refused.
    useSessionStore.setState({
      status: 'signed-in',
      user: { id: 'u-1', firstName: 'سارة', lastName: '0791234567', email: 'sara@example.jo' },
    });
    const page = await render(<BookingPage />, '/booking');
    await act(async () => {
      page.querySelector('form')!.requestSubmit();
    });
    const name = labelled(page, 'الاسم الكامل') as HTMLInputElement;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = name
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(page.ownerDocument.getElementById(error ?? '')?.textContent).toBe(
      personNameMessage('fullName'),
    );
  });

  it('shows both phone forms under the phone field to everyone (issue 33)', async () => {
    const page = await render(<BookingPage />, '/booking');
    const phone = labelled(page, 'رقم الهاتف') as HTMLInputElement;
    const hint = phone
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => page.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(hint).toContain('\u20660791234567\u2069');
    expect(hint).toContain('\u2066+971501234567\u2069');
  });

  it('fills in the contact name and email of a signed-in user', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: { id: 'u-1', firstName: 'سارة', lastName: 'الخطيب', email: 'sara@example.jo' },
    });
    const page = await render(<BookingPage />, '/booking');
    expect((labelled(page, 'الاسم الكامل') as HTMLInputElement).value).toBe('سارة الخطيب');
    expect((labelled(page, 'البريد الإلكتروني') as HTMLInputElement).value).toBe('sara@example.jo');
  });
});
