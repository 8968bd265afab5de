import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// `npm run shots`: full-page screenshots of every screen (tests/support/pages.ts), desktop 1440 and
// phone 390 wide, Turkish and English, into shots/ with a contact sheet (scripts/contact-sheet.mjs).
// Not part of `npm test`: pictures are for people to look at; the visual comparisons are the test.
export default defineConfig({
  ...base,
  testDir: 'tests/shots',
  timeout: 10 * 60_000,
  outputDir: 'test-results/shots',
  reporter: [['list']],
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    // A phone's user agent too: the store serves phone-only screens (the spec's mobile routes) by it.
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        userAgent: devices['Pixel 7'].userAgent,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: (base.webServer as unknown[]).slice(0, 1) as typeof base.webServer,
});
