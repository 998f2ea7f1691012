import { FIRST_VIEW } from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import { firstViewRoutes, prerender } from './prerender';
import { ROUTES } from './routes/routeTable';

const builtIndex = `<!doctype html><html lang="ar" dir="rtl"><head>
<script defer src="/main.11112222.js"></script></head>
<body><div id="root"></div></body></html>`;

const dist = {
  read(file: string) {
    if (file === 'index.html') return builtIndex;
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

  it('writes the fonts into the head: a preload of each file and its @font-face', async () => {
    const index = (await prerender(dist))['index.html']!;
    const head = index.slice(0, index.indexOf('</head>'));
    const preloaded = [
      ...head.matchAll(
        /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g,
      ),
    ].map(([, href]) => href);
    const faces = [...head.matchAll(/@font-face\{([^}]*)\}/g)].map(([, rules]) => rules!);
    expect(faces.map((rules) => rules.match(/font-weight:(\d+)/)?.[1])).toEqual(['400', '700']);
    for (const rules of faces) {
      expect(rules).toContain('font-family:Cairo');
      // The short font wait (not `swap`): no change of font and size after the first paint.
      expect(rules).toContain('font-display:fallback');
    }
    const sources = faces.map((rules) => rules.match(/src:url\(([^)]+)\)format\("woff2"\)/)?.[1]);
    expect(preloaded).toEqual(sources);
    expect(preloaded).toEqual([
      expect.stringMatching(/cairo-arabic-400-normal.*\.woff2$/),
      expect.stringMatching(/cairo-arabic-700-normal.*\.woff2$/),
    ]);
    expect(index).not.toContain('rel="stylesheet"');
  });
});
