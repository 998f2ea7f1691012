// @vitest-environment jsdom
import { paymentsExportMessages } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, type, until } from '../../../testing/dom';
import { AppointmentsTab } from './AppointmentsTab';
import { ammanMonth, PaymentsExport } from './PaymentsExport';

/** The control a visible label names (as a person finds it). */
function labelled<T extends HTMLElement>(page: HTMLElement, text: string): T {
  const label = [...page.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? page.querySelector<T>(`#${label.htmlFor}`) : null;
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

const exportControl = (page: HTMLElement) =>
  [...page.querySelectorAll<HTMLElement>('a, button')].find(
    (el) => el.textContent?.trim() === 'تصدير المدفوعات (CSV)',
  );

describe('the payments export of the admin console', () => {
  setUpEach();

  it('downloads the month in Amman by default, and the month picked', async () => {
    // 22:30 UTC on 30 November is already 1 December in Amman (UTC+3).
    const page = await render(<PaymentsExport now={new Date('2026-11-30T22:30:00Z')} />);
    const month = labelled<HTMLInputElement>(page, 'شهر المدفوعات');
    expect(month.type).toBe('month');
    expect(month.value).toBe('2026-12');
    expect(month.max).toBe('2026-12');
    const link = exportControl(page);
    expect(link?.tagName).toBe('A');
    expect(link?.getAttribute('href')).toBe('/api/payments-export?month=2026-12');
    expect(link?.hasAttribute('download')).toBe(true);
    expect(link?.getAttribute('aria-label')).toBe('تصدير المدفوعات (CSV): مدفوعات شهر 2026-12');

    await type(month, '2026-10');
    expect(exportControl(page)?.getAttribute('href')).toBe('/api/payments-export?month=2026-10');

    // No month: the contracts' message, and nothing to download.
    await type(month, '');
    expect(page.textContent).toContain(paymentsExportMessages.monthInvalid);
    const disabled = exportControl(page);
    expect(disabled?.tagName).toBe('BUTTON');
    expect((disabled as HTMLButtonElement).disabled).toBe(true);
  });

  it('sits in the appointments tab beside the appointments export', async () => {
    stubFetch((_method, url) =>
      url.startsWith('/api/appointments?') ? json([], 200, { 'x-total-count': '0' }) : json([]),
    );
    const page = await render(<AppointmentsTab />);
    await until(() => exportControl(page) !== undefined);
    const appointmentsExport = [...page.querySelectorAll('a')].find(
      (a) => a.textContent?.trim() === 'تصدير CSV',
    );
    expect(appointmentsExport).toBeDefined();
    expect(exportControl(page)?.getAttribute('href')).toBe(
      `/api/payments-export?month=${ammanMonth(new Date())}`,
    );
  });
});
