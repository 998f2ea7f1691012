import { theme, Unbroken } from '@ssc/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { FOOTER_SERVICES } from './footer/footerContent';
import { GOOGLE_MAPS_URL } from './footer/OfficeMap';
import { FOOTER_LINKS } from './navLinks';

const html = renderToString(
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </ThemeProvider>,
);

describe('Footer', () => {
  it('links every named service to the services page', () => {
    expect(FOOTER_SERVICES).toHaveLength(7);
    expect(html.match(/href="\/services"/g)?.length).toBeGreaterThanOrEqual(FOOTER_SERVICES.length);
    for (const name of FOOTER_SERVICES) expect(html).toContain(`>${name}</a>`);
  });

  it('links the important pages and the three policies', () => {
    for (const { to } of FOOTER_LINKS) expect(html).toContain(`href="${to}"`);
    for (const to of ['/privacy-policy', '/terms-of-service', '/refund-policy']) {
      expect(html).toContain(`href="${to}"`);
    }
  });

  it('gives the Amman office: address, three phones, two emails, map link, social icons', () => {
    expect(html).toContain('عمّان، الأردن');
    for (const tel of ['+96265654321', '+962795551234', '+962776664321']) {
      expect(html).toContain(`href="tel:${tel}"`);
    }
    expect(html).toContain('href="mailto:info@sanad-consult.jo"');
    expect(html).toContain('href="mailto:support@sanad-consult.jo"');
    expect(html).toContain(`href="${GOOGLE_MAPS_URL.replace(/&/g, '&amp;')}"`);
    expect(html).toMatch(/<img[^>]*alt="خريطة توضيحية[^"]*"[^>]*loading="lazy"/);
    expect(html.match(/target="_blank"/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('has the newsletter form: one required email field and a submit button', () => {
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""/);
    expect(html).toMatch(/<button type="submit"[^>]*>.*اشترك<\/button>/);
  });

  it('shows the current year', () => {
    expect(html).toContain(`© <!-- -->${new Date().getFullYear()}`);
  });

  it('keeps each email and the working hours on one line (issue 33.4, 360 px)', () => {
    const run = (dir: string, text: string) =>
      new RegExp(`<bdi dir="${dir}" class="${Unbroken.styledComponentId}[^"]*">${text}</bdi>`);
    expect(html).toMatch(run('ltr', 'info@sanad-consult\\.jo'));
    expect(html).toMatch(run('ltr', 'support@sanad-consult\\.jo'));
    expect(html).toMatch(run('rtl', '9:00 – 18:00'));
  });
});
