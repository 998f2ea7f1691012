// @vitest-environment jsdom
import { type ManagedService, serviceMessages } from '@ssc/contracts';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, submit, type, until } from '../../../testing/dom';
import { ServicesTab } from './ServicesTab';

const service = (id: string, nameAr: string, state: ManagedService['state']): ManagedService => ({
  id: `svc-${id}`,
  nameAr,
  nameEn: id,
  descriptionAr: 'وصف الخدمة بالعربية للتجربة',
  descriptionEn: 'The service described in English',
  price: 30,
  duration: 60,
  state,
});
const first = service('first', 'الخدمة الأولى', 'visible');
const paused = service('paused', 'خدمة مخفية', 'hidden');
const ended = service('ended', 'خدمة متوقفة', 'retired');

/** The gateway as the tab sees it: the full list, and 200 to every change. */
function network() {
  return stubFetch((method, url) => {
    if (method === 'GET' && url === '/api/services/all') return json([first, paused, ended]);
    if (method === 'GET') return json([first]);
    return json(method === 'POST' && url.endsWith('/move') ? [first, paused, ended] : first);
  });
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );
const rowOf = (page: HTMLElement, id: string) =>
  page.querySelector(`tr[data-service-id="${id}"]`) as HTMLElement;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
/** Every toast asked for, shown or waiting for room. */
const toastTitles = () => {
  const { toasts, queue } = useToastStore.getState();
  return [...toasts, ...queue].map((t) => t.title);
};
const writes = (calls: ReturnType<typeof network>) => calls.filter((c) => c.method !== 'GET');

describe('the services tab', () => {
  setUpEach();
  beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));

  it('lists every service in order with its state and the actions that state allows', async () => {
    network();
    const page = await render(<ServicesTab />);
    await until(() => rowOf(page, ended.id) !== null);
    const rows = [...page.querySelectorAll('tbody tr')].map((r) =>
      r.getAttribute('data-service-id'),
    );
    expect(rows).toEqual([first.id, paused.id, ended.id]);
    const state = (id: string) =>
      rowOf(page, id).querySelector('[data-testid="service-state"]')?.textContent;
    expect(state(first.id)).toContain('ظاهر');
    expect(state(paused.id)).toContain('مخفي');
    expect(state(ended.id)).toContain('متوقف');

    expect(button(page, 'نقل «الخدمة الأولى» إلى الأعلى')?.disabled).toBe(true);
    expect(button(page, 'نقل «الخدمة الأولى» إلى الأسفل')?.disabled).toBe(false);
    expect(button(page, 'نقل «خدمة متوقفة» إلى الأسفل')?.disabled).toBe(true);
    expect(button(page, 'إخفاء «الخدمة الأولى» عن الموقع')).toBeDefined();
    expect(button(page, 'إظهار «خدمة مخفية» في الموقع')).toBeDefined();
    expect(button(page, 'إيقاف «خدمة متوقفة»')).toBeUndefined();
    expect(button(page, 'إظهار «خدمة متوقفة» في الموقع')).toBeDefined();
  });

  it('moves a service and shows one again at a click', async () => {
    const calls = network();
    const page = await render(<ServicesTab />);
    await until(() => rowOf(page, paused.id) !== null);
    await act(async () => button(page, 'نقل «خدمة مخفية» إلى الأعلى')?.click());
    await until(() => writes(calls).length === 1);
    await act(async () => button(page, 'إظهار «خدمة مخفية» في الموقع')?.click());
    await until(() => writes(calls).length === 2);
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/services/svc-paused/move', body: { direction: 'up' } },
      { method: 'PUT', url: '/api/services/svc-paused/state', body: { state: 'visible' } },
    ]);
  });

  it('asks before hiding or retiring; «تراجع» sends nothing', async () => {
    const calls = network();
    const page = await render(<ServicesTab />);
    await until(() => rowOf(page, first.id) !== null);
    await act(async () => button(page, 'إخفاء «الخدمة الأولى» عن الموقع')?.click());
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('الحجوزات السابقة لا تتأثر');
    expect(button(dialog() as HTMLElement, 'إلغاء')).toBeUndefined();
    await act(async () => button(dialog() as HTMLElement, 'تراجع')?.click());
    await until(() => dialog() === null);
    expect(writes(calls)).toEqual([]);

    await act(async () => button(page, 'إيقاف «الخدمة الأولى»')?.click());
    await until(() => dialog() !== null);
    await act(async () => button(dialog() as HTMLElement, 'نعم، إيقاف الخدمة')?.click());
    await until(() => dialog() === null);
    expect(writes(calls)).toEqual([
      { method: 'PUT', url: '/api/services/svc-first/state', body: { state: 'retired' } },
    ]);
    expect(toastTitles()).toContain('أُوقفت الخدمة');
  });

  it('edits in a dialog with the add form’s fields; «٤٥» is sent as 45', async () => {
    const calls = network();
    const page = await render(<ServicesTab />);
    await until(() => rowOf(page, first.id) !== null);
    await act(async () => button(page, 'تعديل «الخدمة الأولى»')?.click());
    await until(() => dialog() !== null);
    const price = document.querySelector<HTMLInputElement>('#edit-svc-first-price');
    expect(price?.value).toBe('30');
    expect(document.querySelector<HTMLInputElement>('#edit-svc-first-name-ar')?.value).toBe(
      first.nameAr,
    );
    await type(price as HTMLInputElement, 'سعر');
    await act(async () => button(dialog() as HTMLElement, 'حفظ التعديلات')?.click());
    await until(() => dialog()?.textContent?.includes(serviceMessages.priceRequired) ?? false);
    expect(writes(calls)).toEqual([]);

    await type(price as HTMLInputElement, '٤٥');
    await act(async () => button(dialog() as HTMLElement, 'حفظ التعديلات')?.click());
    await until(() => dialog() === null);
    const { id: _, state: __, ...fields } = first;
    expect(writes(calls)).toEqual([
      { method: 'PATCH', url: '/api/services/svc-first', body: { ...fields, price: 45 } },
    ]);
    expect(toastTitles()).toContain(serviceMessages.updated);
  });

  it('adds a service with its price typed in Arabic-Indic digits', async () => {
    const calls = network();
    const page = await render(<ServicesTab />);
    await until(() => rowOf(page, first.id) !== null);
    const field = (id: string) =>
      page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#service-${id}`) as
        | HTMLInputElement
        | HTMLTextAreaElement;
    await type(field('name-ar'), 'تدقيق الرواتب');
    await type(field('name-en'), 'Pension Audit');
    await type(field('description-ar'), 'مراجعة شاملة لاحتساب الراتب');
    await type(field('description-en'), 'A review of the pension');
    await type(field('price'), '٤٥');
    await type(field('duration'), '۹۰');
    await submit(page.querySelector('form[aria-labelledby="add-service-title"]'));
    await until(() => writes(calls).length === 1);
    expect(writes(calls)[0]).toEqual({
      method: 'POST',
      url: '/api/services',
      body: {
        nameAr: 'تدقيق الرواتب',
        nameEn: 'Pension Audit',
        descriptionAr: 'مراجعة شاملة لاحتساب الراتب',
        descriptionEn: 'A review of the pension',
        price: 45,
        duration: 90,
      },
    });
  });
});
