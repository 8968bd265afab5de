import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './tests/support/browser';
import { acceptedConsentState } from './tests/support/consent';

// End-to-end tests drive Debian's Chromium headless shell (never a downloaded browser) against the built
// standalone server on a copy of the seeded demo (PGlite); a second server runs in maintenance mode.
const port = Number(process.env.E2E_PORT ?? 4410);
const maintenancePort = port + 1;
export const baseURL = `http://127.0.0.1:${port}`;
export const maintenanceURL = `http://127.0.0.1:${maintenancePort}`;
// A store paying cards through iyzico (only the iyzico journey uses it), and the fake iyzico it talks to.
const iyzicoPort = port + 2;
const fakeIyzicoPort = port + 3;
export const iyzicoURL = `http://127.0.0.1:${iyzicoPort}`;
export const fakeIyzicoURL = `http://127.0.0.1:${fakeIyzicoPort}`;
const iyzicoKeys = 'IYZICO_API_KEY=sandbox-fake-api-key IYZICO_SECRET_KEY=sandbox-fake-secret-key';

// Every shopper of the suite comes from 127.0.0.1, so the per-address code-send cap is lifted (and the
// per-recipient one: the editor's specs sign the demo staff in again and again); the API suite tests
// those caps on a server of its own. Passwords are hashed at OWASP's floor for argon2id
// (the default's fifth): the suite registers a member in most tests. No SITE_URL: the store's address follows the one
// it listens on, as for anyone who starts it on another port (the 3-D Secure journey depends on it).
// The test clock may be moved (only the editor's journey does: a schedule a few minutes ahead). Each
// store opens a copy of its own of the demo seeded once per build (scripts/lib/demo-template.mjs;
// `npm test` seeds it before the lanes start). The store every journey uses seeded its own in memory
// before: 13 s of a core and 8.7 s before the first journey could start, against 2.4 s for a copy,
// and no cheaper an answer after (docs/decisions/0030, point 19); it serves the whole run, so it keeps
// V8's optimising compilers (`--long`), where the iyzico and maintenance stores serve a few journeys.
const server = (p: number, extra: string, { long = false } = {}) => ({
  command: `${extra} PORT=${p} HOST=127.0.0.1 OTP_SENDS_PER_ADDRESS=100000 OTP_SENDS_PER_HOUR=100000 PASSWORD_HASH_MEMORY_KIB=19456 PASSWORD_HASH_PASSES=2 LOG_LEVEL=warn node scripts/lib/demo-template.mjs serve${long ? ' --long' : ''}`,
  url: `http://127.0.0.1:${p}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Pictures and text render the same run to run; a little slack absorbs anti-aliasing.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per screen and project, the same on every Linux machine.
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{arg}-{projectName}{ext}',
  // Its own folder: Playwright empties outputDir at start, and test-results holds the other reports.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Every spec's browser has answered the cookie banner (accepted all); the consent spec starts empty.
    storageState: acceptedConsentState('127.0.0.1'),
    // A trace recorded for every test cost a twentieth of the suite's time, kept only for the rare
    // failure: a failure keeps a screenshot and the page's ARIA snapshot; `--trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spent about a
        // sixth of the browser's CPU on code no page lived to run much (docs/decisions/0030, point 18).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    server(port, 'DEV_OUTBOX=1 TEST_CLOCK=1', { long: true }),
    server(maintenancePort, 'MAINTENANCE=1 SEED_DEMO=never'),
    {
      command: `node --import tsx tests/support/fake-iyzico-serve.ts ${fakeIyzicoPort}`,
      url: `${fakeIyzicoURL}/__fake/record`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server(iyzicoPort, `DEV_OUTBOX=1 PAYMENT_PROVIDER=iyzico IYZICO_BASE_URL=${fakeIyzicoURL} ${iyzicoKeys}`),
  ],
});
