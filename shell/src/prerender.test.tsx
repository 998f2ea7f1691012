import { FIRST_VIEW } from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import { firstViewRoutes, prerender } from './prerender';
import { ROUTES } from './routes/routeTable';

const fontCss =
  '@font-face{font-family:Cairo;font-display:swap;font-weight:400;src:url(/assets/cairo-400.abcd1234.woff2)format("woff2"),url(/assets/cairo-400.abcd1234.woff)format("woff")}\n/*# sourceMappingURL=main.11112222.css.map*/';

const builtIndex = `<!doctype html><html lang="ar" dir="rtl"><head>
<script defer src="/main.11112222.js"></script><link href="/main.11112222.css" rel="stylesheet"></head>
<body><div id="root"></div></body></html>`;

const dist = {
  read(file: string) {
    if (file === 'index.html') return builtIndex;
    if (file === 'main.11112222.css') return fontCss;
    throw new Error(`unexpected read of ${file}`);
  },
};

describe("the shell's first view", () => {
  it('lists the paths every visitor sees alike, with the remote page that renders each', () => {
    const routes = firstViewRoutes();
    expect(routes['/']).toEqual({
      remote: 'public',
      module: 'mfe_public/Landing',
      expose: 'Landing',
    });
    expect(routes['/checkout']).toEqual({
      remote: 'booking',
      module: 'mfe_booking/Checkout',
      expose: 'Checkout',
    });
    for (const path of ['/dashboard', '/admin', '/service-request/:serviceId']) {
      expect(routes[path], path).toBeUndefined();
    }
    const staticPublic = ROUTES.filter((r) => !r.requiresSession && !r.path.includes(':'));
    expect(Object.keys(routes)).toEqual(staticPublic.map((r) => r.path));
  });

  it('puts the frame into #root with the page slot inside <main>', async () => {
    const files = await prerender(dist);
    const index = files['index.html']!;
    const root = index.slice(index.indexOf('<div id="root">'));
    expect(root).toMatch(/^<div id="root"><style>[^<]*body\{/);
    expect(root).toMatch(new RegExp(`<main[^>]*>${FIRST_VIEW.pageSlot}</main>`));
    // The header waits for the session (skeleton); the footer is all there, in the box that
    // stands in for it (with its own styles) until its code has loaded.
    expect(root).not.toContain('تسجيل الدخول</a>');
    expect(root).toMatch(
      /<div data-deferred-part="footer" style="display:contents"><style>\[data-deferred-part\] [^<]+<\/style><footer/,
    );
    expect(root).toContain('/privacy-policy');
    expect(root).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()}`));
    // Its newsletter form only works once the shell's code runs.
    expect(root).toMatch(/<form inert=""/);
    expect(JSON.parse(files[FIRST_VIEW.routesFile]!)).toEqual(firstViewRoutes());
  });

  it('inlines the fonts with a preload and the short font wait', async () => {
    const index = (await prerender(dist))['index.html']!;
    expect(index).not.toContain('rel="stylesheet"');
    expect(index).toContain(
      '<link rel="preload" href="/assets/cairo-400.abcd1234.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(index).toContain('font-display:fallback');
    expect(index).not.toContain('font-display:swap');
    expect(index).not.toContain('sourceMappingURL');
  });
});
