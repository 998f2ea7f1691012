import { createQueryClient } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { DEFERRED_PART_ATTRIBUTE, theme } from '@ssc/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchLandingServices,
  LANDING_SERVICES_QUERY_KEY,
  seedLandingServices,
} from './api/usePreloadServices';
import { HERO_AUTOPLAY_DELAY_MS, HERO_OPTIONS, INITIAL_HERO_STATE } from './hero/heroOptions';
import { HERO_SLIDES } from './hero/slides';
import { LANDING_SECTIONS_PART, LandingPage, landingTitle } from './LandingPage';
import LandingSections from './sections/LandingSections';

// No query client around it: the shell shows the landing page without one (issue 17.5), so a
// query hook creeping into the page fails here.
function render(element: ReactNode): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>{element}</MemoryRouter>
    </ThemeProvider>,
  );
}

// The sections are a deferred part: the page renders their empty box, which their first view (at
// build time) or their code (later, in the browser) fills.
const SECTIONS_BOX = `<div ${DEFERRED_PART_ATTRIBUTE}="${LANDING_SECTIONS_PART}" style="display:contents"></div>`;

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern, 'g'))?.length ?? 0;
}

describe('LandingPage', () => {
  const page = render(<LandingPage />);
  const html = page.replace(SECTIONS_BOX, () => render(<LandingSections />));

  it('renders the five sections as a deferred part after the hero', () => {
    expect(page).toContain(`</section>${SECTIONS_BOX}`);
    expect(page).not.toContain('why-us-title');
  });

  it('titles the document with the site name and "specialised consulting services"', () => {
    expect(landingTitle('سند للاستشارات')).toBe('سند للاستشارات - خدمات استشارية متخصصة');
  });

  it('opens with an accessible three-slide carousel on its first slide', () => {
    expect(html).toContain('aria-roledescription="carousel"');
    expect(count(html, /aria-roledescription="slide"/)).toBe(3);
    expect(html).toMatch(/<h1[^>]*>أول شركة خاصة مرخّصة/);
    expect(count(html, /<h1/)).toBe(1);
    for (const [i] of HERO_SLIDES.entries()) {
      expect(html).toContain(`aria-label="${i + 1} من 3"`);
      expect(html).toContain(`aria-label="الانتقال إلى الشريحة ${i + 1}"`);
    }
    // Only the shown slide can take focus; the others are inert until they scroll in.
    expect(count(html, /inert=""/)).toBe(2);
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-label="الشريحة السابقة"/);
    expect(html).toMatch(/<button[^>]*aria-disabled="false"[^>]*aria-label="الشريحة التالية"/);
    expect(html).toMatch(/aria-label="الانتقال إلى الشريحة 1" aria-current="true"/);
  });

  it('gives every slide a booking and a services button', () => {
    const hero = html.slice(0, html.indexOf('why-us-title'));
    expect(count(hero, /href="\/booking"/)).toBe(3);
    expect(count(hero, /href="\/services"/)).toBe(3);
  });

  it('follows with the five sections in the order of the spec', () => {
    const order = [
      'لماذا نحن الأفضل',
      'شريكك الموثوق أمام مؤسسة الضمان الاجتماعي',
      'احجز استشارتك في دقائق',
      'رؤية واضحة ورسالة نلتزم بها',
      'هل لديك قضية أو معاملة لدى الضمان الاجتماعي؟',
    ].map((title) => html.indexOf(title));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows the four reasons, the vision/goals/mission cards and the three booking benefits', () => {
    for (const text of [
      'الريادة',
      'ترخيص رسمي',
      'خبراء متخصصون',
      'سرعة الإنجاز',
      'رؤيتنا',
      'أهدافنا',
      'رسالتنا',
      'مواعيد مرنة بتقويم تفاعلي',
      'ارفع مستنداتك أثناء الحجز',
      'رد خلال 24 ساعة',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('states the marketing figures of the spec', () => {
    for (const figure of ['+300', '98%', '+8', '24'])
      expect(html).toContain(`<bdi>${figure}</bdi>`);
    expect(html).toContain('30<!-- --> ديناراً أردنياً');
  });

  it('links the sections to services, contact and booking', () => {
    const body = html.slice(html.indexOf('why-us-title'));
    expect(body).toContain('href="/services"');
    expect(count(body, /href="\/contact"/)).toBeGreaterThanOrEqual(2);
    expect(count(body, /href="\/booking"/)).toBeGreaterThanOrEqual(2);
  });
});

describe('hero carousel settings', () => {
  it('uses the constants of spec §9', () => {
    expect(HERO_OPTIONS).toMatchObject({ loop: false, duration: 40, direction: 'rtl' });
    expect(HERO_AUTOPLAY_DELAY_MS).toBe(8000);
    expect(HERO_SLIDES).toHaveLength(3);
    expect(INITIAL_HERO_STATE).toEqual({ selected: 0, canPrev: false, canNext: true });
  });
});

describe('landing services pre-load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const services: PublicService[] = [
    {
      id: 'svc-salary-adjustments',
      nameEn: 'salary-adjustments',
      nameAr: 'معالجة القفزات وتعديل الرواتب',
      descriptionAr: 'وصف',
      duration: 60,
      price: 30,
    },
  ];

  it('GETs /api/services with the credentials and seeds the "landing" key and the services page cache', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify(services), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const data = await fetchLandingServices();
    expect(calls.map(([url, init]) => [url, init?.credentials])).toEqual([
      ['/api/services', 'include'],
    ]);
    expect(data).toEqual(services);
    const client = createQueryClient();
    seedLandingServices(client, services, 1_000);
    expect(client.getQueryData(LANDING_SERVICES_QUERY_KEY)).toEqual(services);
    expect(client.getQueryData(SERVICES_QUERY_KEY)).toEqual(services);
    // Dated when fetched: the services page refreshes a list the landing page fetched earlier.
    expect(client.getQueryState(SERVICES_QUERY_KEY)?.dataUpdatedAt).toBe(1_000);
  });

  it('leaves a services list the cache already holds', () => {
    const client = createQueryClient();
    const newer = [{ ...services[0], nameAr: 'أحدث' }] as PublicService[];
    client.setQueryData(SERVICES_QUERY_KEY, newer);
    seedLandingServices(client, services, 1_000);
    expect(client.getQueryData(SERVICES_QUERY_KEY)).toEqual(newer);
    expect(client.getQueryData(LANDING_SERVICES_QUERY_KEY)).toEqual(services);
  });

  it('seeds nothing when the server answers an error', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'الخدمة غير متاحة' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await fetchLandingServices()).toBeUndefined();
  });
});
