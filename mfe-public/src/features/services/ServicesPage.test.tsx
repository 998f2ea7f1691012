import { createQueryClient } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { SERVICE_DISPLAY_ORDER } from '@ssc/contracts/constants';
import { theme } from '@ssc/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_ICON, serviceIcon } from './components/serviceIcon';
import { ServicesPage } from './ServicesPage';

const service = (nameEn: string, nameAr: string, duration = 60): PublicService => ({
  id: `svc-${nameEn}`,
  nameEn,
  nameAr,
  descriptionAr: `وصف ${nameAr}`,
  duration,
  price: 30,
});

function render(client: QueryClient): string {
  return renderToString(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/services']}>
          <ServicesPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

function clientWith(data?: PublicService[]): QueryClient {
  // The app's own client (default queryFn from the URL key), as the shell provides it.
  const client = createQueryClient();
  if (data) client.setQueryData(SERVICES_QUERY_KEY, data);
  return client;
}

describe('ServicesPage', () => {
  it("lists services in the office's order (the API's) with number, duration and request link", () => {
    const html = render(
      clientWith([
        service('establishment-account-management', 'إدارة حساب المنشأة', 90),
        service('unknown-thing', 'خدمة جديدة', 45),
        service('retirement-consultations', 'استشارات التقاعد'),
      ]),
    );
    const first = html.indexOf('إدارة حساب المنشأة');
    const second = html.indexOf('خدمة جديدة');
    const last = html.indexOf('استشارات التقاعد');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(second);
    expect(second).toBeLessThan(last);
    expect(html).toContain('href="/service-request/svc-establishment-account-management"');
    expect(html).toContain('مدة الاستشارة: <!-- -->90<!-- --> دقيقة');
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).toContain('جميع الاستشارات مدفوعة مسبقاً');
    expect(html).not.toContain('لا توجد خدمات متاحة حالياً');
  });

  it('shows the empty state with a contact link for an empty catalogue', () => {
    const html = render(clientWith([]));
    expect(html).toContain('لا توجد خدمات متاحة حالياً');
    expect(html).toContain('href="/contact"');
  });

  it('shows the loading spinner before data arrives', () => {
    const html = render(clientWith());
    expect(html).toContain('جاري تحميل الخدمات...');
    expect(html).toContain('role="status"');
  });

  it('ends with the custom consultation, why-us and call-to-action blocks', () => {
    const html = render(clientWith([service('legal', 'قانونية')]));
    const order = ['هل تحتاج إلى استشارة مخصصة؟', 'لماذا تختارنا؟', 'ابدأ الآن بخطوة واثقة'].map(
      (t) => html.indexOf(t),
    );
    expect(order.every((i) => i > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('href="/booking"');
  });
});

describe('serviceIcon', () => {
  it('has a distinct icon for each of the seven catalogue services', () => {
    expect(SERVICE_DISPLAY_ORDER).toHaveLength(7);
    expect(new Set(SERVICE_DISPLAY_ORDER.map(serviceIcon)).size).toBe(7);
  });

  it('falls back to the legal icon for unknown keys, including prototype names', () => {
    expect(serviceIcon('something-else')).toBe(DEFAULT_SERVICE_ICON);
    expect(serviceIcon('constructor')).toBe(DEFAULT_SERVICE_ICON);
    expect(serviceIcon('legal')).toBe(DEFAULT_SERVICE_ICON);
    expect(serviceIcon('business')).not.toBe(DEFAULT_SERVICE_ICON);
  });
});
