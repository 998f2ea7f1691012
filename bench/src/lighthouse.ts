// Lighthouse (mobile preset: its default config, a mid-range phone on a slow 4G link, simulated)
// against the local Debian chromium, launched by chrome-launcher: no browser is downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

// Issue 17's targets (design §5 had 90 and 95), on the median run of each page.
export const lighthouseTargets = { performance: 95, accessibility: 100 };
const lighthousePages = ['/', '/services', '/contact'];

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Audits of the accessibility category that failed (id: title). */
  accessibilityFailures: string[];
  withinTarget: boolean;
}

const round = (value: number | null | undefined, digits = 0) =>
  value == null ? Number.NaN : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * One audit; retried when Lighthouse could not record the page load (it sometimes misses the
 * navigation start in this chromium's trace: NO_NAVSTART), never when it measured a bad score.
 */
async function auditPage(url: string, port: number, attempts = 4) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt >= attempts) {
      throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
  }
}

/** One Lighthouse run per page (median of `runs` by performance score), in one browser. */
export async function runLighthouse(gatewayUrl: string, runs = 1): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // `--headless=new` leaves Lighthouse without a navigation start in its trace here.
    chromeFlags: ['--headless', ...chromiumArgs],
    logLevel: 'silent',
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of lighthousePages) {
      const results: LighthouseRow[] = [];
      for (let i = 0; i < runs; i += 1) {
        const { categories, audits } = await auditPage(`${gatewayUrl}${path}`, chrome.port);
        const performance = round((categories.performance?.score ?? 0) * 100);
        const accessibility = round((categories.accessibility?.score ?? 0) * 100);
        const failures = (categories.accessibility?.auditRefs ?? [])
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `${audit!.id}: ${audit!.title}`);
        results.push({
          path,
          performance,
          accessibility,
          metrics: {
            fcp: round(audits['first-contentful-paint']?.numericValue),
            lcp: round(audits['largest-contentful-paint']?.numericValue),
            tbt: round(audits['total-blocking-time']?.numericValue),
            cls: round(audits['cumulative-layout-shift']?.numericValue, 3),
            speedIndex: round(audits['speed-index']?.numericValue),
          },
          accessibilityFailures: failures,
          withinTarget:
            performance >= lighthouseTargets.performance &&
            accessibility >= lighthouseTargets.accessibility,
        });
      }
      results.sort((a, b) => a.performance - b.performance);
      rows.push(results[Math.floor(results.length / 2)]!);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
