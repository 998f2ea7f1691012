import { defineConfig } from '@playwright/test';
import { baseURL } from './support/system';

// Debian's chromium (never a browser downloaded by Playwright), with the flags this closed network needs.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // The suite stops and restarts parts of one shared running system, so tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    locale: 'ar-JO',
    timezoneId: 'Asia/Amman',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
});
