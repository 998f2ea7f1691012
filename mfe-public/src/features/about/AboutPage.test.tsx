import { theme } from '@ssc/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './AboutPage';
import { CREDENTIALS, EXPERTISE, VALUES } from './aboutContent';

const html = renderToString(
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>
  </ThemeProvider>,
);

describe('AboutPage', () => {
  it('has one h1 and the sections of the spec in order', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    const order = [
      'قصتنا',
      'مرخّصون من وزارة الصناعة والتجارة',
      'رؤيتنا وأهدافنا ورسالتنا',
      'سبعة مجالات نتقنها',
      'قيمنا',
      'التزامنا تجاهك',
      'التراخيص والشهادات',
    ].map((t) => html.indexOf(t));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows the seven areas of expertise, the three values and the credentials', () => {
    expect(EXPERTISE.map((c) => c.title)).toEqual([
      'الاستشارات القانونية',
      'ضابط الارتباط',
      'الاستشارات الإدارية',
      'إصابات العمل',
      'نظام الاشتراك الاختياري',
      'الامتثال والمراجعة',
      'التدريب',
    ]);
    expect(VALUES.map((c) => c.title)).toEqual(['النزاهة', 'التميز', 'الشراكة']);
    for (const card of [...EXPERTISE, ...VALUES, ...CREDENTIALS]) {
      expect(html).toContain(`>${card.title}</h3>`);
    }
    for (const title of ['رؤيتنا', 'أهدافنا', 'رسالتنا']) expect(html).toContain(`>${title}</h3>`);
  });

  it('links to booking and services', () => {
    expect(html).toContain('href="/booking"');
    expect(html).toContain('href="/services"');
  });
});
