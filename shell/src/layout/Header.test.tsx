import { type SessionStatus, theme, type User } from '@ssc/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { HeaderView } from './Header';
import { NAV_LINKS } from './navLinks';

let session: { status: SessionStatus; user: User | null } = { status: 'loading', user: null };

function signIn(user: User | null) {
  session = { status: user ? 'signed-in' : 'guest', user };
}

/** The href of every link marked as the current page. */
function currentLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('aria-current="page"'))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? '');
}

function render(path: string): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderView pathname={path} status={session.status} user={session.user} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('Header', () => {
  it('is a grey skeleton while the session loads', () => {
    const html = render('/');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-testid="header-skeleton"');
    expect(html).not.toContain('href="/auth"');
    expect(html).not.toContain('التنقل الرئيسي');
  });

  it('shows a guest the logo, contact icons, cart 0, login and the seven links', () => {
    signIn(null);
    const html = render('/');
    expect(html).not.toContain('aria-busy');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*سند للاستشارات/);
    expect(html).toContain('href="tel:+96265654321"');
    expect(html).toContain('href="https://www.facebook.com/sanad.consult.jo"');
    expect(html).toContain('aria-label="سلة الطلبات: 0 عناصر"');
    expect(html).toMatch(/href="\/auth"[^>]*>.*تسجيل الدخول/);
    for (const { to, label } of NAV_LINKS)
      expect(html).toMatch(new RegExp(`href="${to}"[^>]*>${label}<`));
    expect(html).not.toContain('href="/booking"');
    expect(html).toContain('aria-label="فتح القائمة الرئيسية"');
  });

  it('marks the current page in the main navigation; home only on /', () => {
    signIn(null);
    expect(currentLinks(render('/about'))).toEqual(['/about']);
    expect(currentLinks(render('/'))).toEqual(['/']);
    expect(currentLinks(render('/faq/payment'))).toEqual(['/faq']);
    expect(currentLinks(render('/booking'))).toEqual([]);
  });

  it('shows a signed-in user the booking button and their avatar letter instead of login', () => {
    signIn({ id: 'u1', firstName: 'ليلى', lastName: 'حداد', email: 'laila@example.jo' });
    const html = render('/');
    expect(html).toContain('href="/booking"');
    expect(html).not.toContain('href="/auth"');
    // The menu's code loads lazily; until then its avatar stands in with the same letter.
    expect(html).toMatch(/>ل<\/span>/);
  });
});
