// @vitest-environment jsdom
import type { ServiceRequest } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, setUpEach, until } from '../../../testing/dom';
import { ServiceRequestDetails } from './ServiceRequestDetails';

const request = (over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id: 'c7d2a9e4-1b3f-4a5c-9d8e-0f1a2b3c4d5e',
  serviceId: 'svc-establishment-account-management',
  userId: 'u-9',
  fullName: 'محمد العلي',
  email: 'mohammad@example.jo',
  phone: '0791234567',
  company: '',
  address: 'عمّان، خلدا',
  serviceDetails: 'أرغب بتسوية حساب المنشأة لدى الضمان.',
  amount: 30,
  currency: 'JOD',
  paymentStatus: 'paid',
  paymentId: 'pay-sr-1',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...over,
});

/** Opens the request's sheet from its «التفاصيل» button, as the admin would. */
async function openSheet(r: ServiceRequest): Promise<HTMLElement> {
  const page = await render(<ServiceRequestDetails request={r} serviceName="إدارة حساب المنشأة" />);
  const trigger = page.querySelector<HTMLButtonElement>(
    `button[aria-label="تفاصيل طلب ${r.fullName}"]`,
  );
  await act(async () => trigger?.click());
  await until(() => document.querySelector('[role="dialog"]') !== null);
  return document.querySelector('[role="dialog"]') as HTMLElement;
}

describe('the service request’s details sheet', () => {
  setUpEach();

  it('offers the invoice PDF of a paid request', async () => {
    const paid = request();
    const sheet = await openSheet(paid);
    const link = sheet.querySelector<HTMLAnchorElement>('a[data-testid="details-receipt"]');
    expect(link?.getAttribute('href')).toBe(`/api/service-requests/${paid.id}/receipt`);
    expect(link?.getAttribute('download')).toBe(`فاتورة-طلب-${paid.id}.pdf`);
    expect(link?.textContent).toBe('تحميل الفاتورة (PDF)');
    expect(link?.getAttribute('aria-label')).toBe(
      'تحميل الفاتورة (PDF): محمد العلي، إدارة حساب المنشأة',
    );
    expect(link?.closest('dd')?.previousElementSibling?.textContent).toBe('الفاتورة');
  });

  it('has no invoice before payment', async () => {
    for (const paymentStatus of ['pending', 'failed'] as const) {
      const sheet = await openSheet(request({ paymentStatus }));
      expect(sheet.querySelector('[data-testid="details-receipt"]'), paymentStatus).toBeNull();
      expect(sheet.textContent).not.toContain('تحميل الفاتورة');
      await act(async () => {
        sheet.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
      await until(() => document.querySelector('[role="dialog"]') === null);
    }
  });
});
