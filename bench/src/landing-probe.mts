/// <reference lib="dom" />
// Local probe (not part of the bench): the landing page's initial JS per file, as the bench
// measures it, on a fresh system from the current build; SHIFTS=1 adds the layout shifts while the
// deferred parts (footer, landing sections) take over on a phone, LIGHTHOUSE=n adds `runLighthouse`.
// The DOM types are for its `page.evaluate` callbacks, which run in the browser.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { landingInitialJs } from './bundles';
import { runLighthouse } from './lighthouse';
import { startBenchSystem } from './system';

const system = await startBenchSystem(6380, 6400, { LOG_LEVEL: 'warn' });
try {
  for (let run = 1; run <= Number(process.env.RUNS ?? 1); run += 1) {
    const landing = await landingInitialJs(system.gatewayUrl);
    if (run === 1) {
      for (const { url, gzipKb } of landing.scripts.toSorted((a, b) => b.gzipKb - a.gzipKb)) {
        console.info(`${String(gzipKb).padStart(5)}  ${url}`);
      }
    }
    console.info(`run ${run}: landing initial JS ${landing.totalGzipKb} KB gzip`);
  }
  if (process.env.SHIFTS) await deferredPartShifts(system.gatewayUrl);
  if (process.env.LIGHTHOUSE) {
    const rows = await runLighthouse(system.gatewayUrl, Number(process.env.LIGHTHOUSE));
    for (const row of rows) {
      console.info(row.path, row.performance, row.accessibility, JSON.stringify(row.metrics));
    }
  }
} finally {
  await system.stop();
}

/** Layout shifts on `/` at 412×823 while the visitor scrolls down and the parts' code arrives. */
async function deferredPartShifts(gatewayUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const scroll of [true, false]) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(gatewayUrl, { waitUntil: 'networkidle' });
      const standIns = () =>
        page.evaluate(() => document.querySelectorAll('[data-deferred-part] > style').length);
      const before = await standIns();
      if (scroll) {
        for (let y = 400; y < 8000; y += 400) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(50);
        }
      }
      await page.waitForFunction(
        () => document.querySelectorAll('[data-deferred-part] > style').length === 0,
      );
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      console.info(
        `${scroll ? 'scrolling' : 'settled'}: stand-ins at network idle ${before}, after 0; layout shifts ${JSON.stringify(shifts)}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
