import { describe, expect, it } from 'vitest';
import { allowedSandboxWarnings, type SandboxSettings, sandboxesInUse, startRefusals } from './sandboxes';

/** A store ready to go live: real providers, switches off, served over HTTPS. */
const LIVE: SandboxSettings = {
  SITE_URL: 'https://shop.example',
  EMAIL_PROVIDER: 'smtp',
  SMS_PROVIDER: 'netgsm',
  PAYMENT_PROVIDER: 'iyzico',
  DEV_OUTBOX: false,
  TEST_CLOCK: false,
  ALLOW_SANDBOX_PROVIDERS: false,
};

/** Each sandbox or switch, as a change to the live store. */
const EACH: [string, Partial<SandboxSettings>][] = [
  ['EMAIL_PROVIDER', { EMAIL_PROVIDER: 'sandbox' }],
  ['SMS_PROVIDER', { SMS_PROVIDER: 'sandbox' }],
  ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'sandbox' }],
  ['DEV_OUTBOX', { DEV_OUTBOX: true }],
  ['TEST_CLOCK', { TEST_CLOCK: true }],
];

describe('sandboxes and development switches', () => {
  it('finds none on a store ready to go live', () => {
    expect(sandboxesInUse(LIVE)).toEqual([]);
    expect(startRefusals(LIVE)).toEqual([]);
  });

  it.each(EACH)('finds %s when it is on, and only it', (setting, change) => {
    const found = sandboxesInUse({ ...LIVE, ...change });
    expect(found.map((use) => use.setting)).toEqual([setting]);
  });

  it.each(EACH)('refuses a public store on %s in one line naming it and how to allow it', (setting, change) => {
    const [line, ...more] = startRefusals({ ...LIVE, ...change });
    expect(more).toEqual([]);
    expect(line).toMatch(new RegExp(`^Not starting: ${setting}=`));
    expect(line).toContain('ALLOW_SANDBOX_PROVIDERS=1');
    expect(line).not.toContain('\n');
  });

  it('refuses with every line at once: the developer defaults on a public address', () => {
    const demo = {
      ...LIVE,
      EMAIL_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'sandbox',
      PAYMENT_PROVIDER: 'sandbox',
      DEV_OUTBOX: true,
      TEST_CLOCK: true,
    } as const;
    expect(startRefusals(demo)).toHaveLength(5);
  });

  it('starts a store that is not public (http, or no SITE_URL) whatever it uses', () => {
    const sandboxed = { ...LIVE, EMAIL_PROVIDER: 'sandbox', DEV_OUTBOX: true } as const;
    expect(startRefusals({ ...sandboxed, SITE_URL: 'http://localhost:4321' })).toEqual([]);
    expect(startRefusals({ ...sandboxed, SITE_URL: undefined })).toEqual([]);
    expect(allowedSandboxWarnings({ ...sandboxed, SITE_URL: undefined })).toEqual([]);
  });

  it('starts a public store with ALLOW_SANDBOX_PROVIDERS=1, warning of each sandbox and switch it allows', () => {
    const allowed = { ...LIVE, SMS_PROVIDER: 'sandbox', TEST_CLOCK: true, ALLOW_SANDBOX_PROVIDERS: true } as const;
    expect(startRefusals(allowed)).toEqual([]);
    const warnings = allowedSandboxWarnings(allowed);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^SMS_PROVIDER=sandbox on a public store, allowed by ALLOW_SANDBOX_PROVIDERS=1/);
    expect(warnings[1]).toMatch(/^TEST_CLOCK=1 /);
    expect(allowedSandboxWarnings({ ...LIVE, ALLOW_SANDBOX_PROVIDERS: true })).toEqual([]);
  });
});
