import type { Env } from './schema';

// The one rule of what a real shopper must never meet: a sandbox taking their messages or their
// money, or a development switch that opens the store's insides. The start refuses a public store
// (an https SITE_URL) on any of them unless ALLOW_SANDBOX_PROVIDERS=1 says it is a demo or a staging
// store; `npm run doctor` lists the same ones whatever SITE_URL says (decision 0046).
// ALLOW_SANDBOX_PROVIDERS covers the two switches too: a public demo on sandboxes needs DEV_OUTBOX
// (its visitors read their codes at /dev/outbox), and a staging store under test needs TEST_CLOCK.

/** The settings the rule reads. */
export type SandboxSettings = Pick<
  Env,
  'SITE_URL' | 'EMAIL_PROVIDER' | 'SMS_PROVIDER' | 'PAYMENT_PROVIDER' | 'DEV_OUTBOX' | 'TEST_CLOCK' | 'ALLOW_SANDBOX_PROVIDERS'
>;

/** A sandbox or development switch left on: the setting as set, what it does to a shopper, and the fix. */
export interface SandboxInUse {
  setting: string;
  value: string;
  problem: string;
  fix: string;
}

/** Every sandbox and development switch the settings leave on, in a fixed order. */
export function sandboxesInUse(settings: SandboxSettings): SandboxInUse[] {
  const found: SandboxInUse[] = [];
  if (settings.EMAIL_PROVIDER === 'sandbox')
    found.push({
      setting: 'EMAIL_PROVIDER',
      value: 'sandbox',
      problem: 'e-mails to shoppers never leave the store',
      fix: 'set EMAIL_PROVIDER=smtp, SMTP_URL and MAIL_FROM',
    });
  if (settings.SMS_PROVIDER === 'sandbox')
    found.push({
      setting: 'SMS_PROVIDER',
      value: 'sandbox',
      problem: 'SMS to shoppers never leave the store',
      fix: 'set SMS_PROVIDER=netgsm, NETGSM_USERCODE, NETGSM_PASSWORD and SMS_SENDER',
    });
  if (settings.PAYMENT_PROVIDER === 'sandbox')
    found.push({
      setting: 'PAYMENT_PROVIDER',
      value: 'sandbox',
      problem: 'cards are "paid" at the sandbox bank and no money is taken',
      fix: 'set PAYMENT_PROVIDER=iyzico, IYZICO_API_KEY and IYZICO_SECRET_KEY',
    });
  if (settings.DEV_OUTBOX)
    found.push({
      setting: 'DEV_OUTBOX',
      value: '1',
      problem: 'anyone can read every code and message at /dev/outbox',
      fix: 'set DEV_OUTBOX=0 (npm start turns it on otherwise)',
    });
  if (settings.TEST_CLOCK)
    found.push({
      setting: 'TEST_CLOCK',
      value: '1',
      problem: "anyone can move the store's clock",
      fix: 'set TEST_CLOCK=0',
    });
  return found;
}

/** Whether the store is public: its SITE_URL is https. */
const isPublic = (settings: SandboxSettings) => settings.SITE_URL?.startsWith('https:') === true;

/** The lines the start refuses with, one per sandbox or switch; none unless public and not allowed. */
export function startRefusals(settings: SandboxSettings): string[] {
  if (!isPublic(settings) || settings.ALLOW_SANDBOX_PROVIDERS) return [];
  return sandboxesInUse(settings).map(
    (use) =>
      `Not starting: ${use.setting}=${use.value} on a public store (SITE_URL ${settings.SITE_URL}): ${use.problem}; ` +
      `${use.fix}, or ALLOW_SANDBOX_PROVIDERS=1 for a demo or staging store.`,
  );
}

/** The warnings a public store started with ALLOW_SANDBOX_PROVIDERS=1 logs, one per sandbox or switch it allowed. */
export function allowedSandboxWarnings(settings: SandboxSettings): string[] {
  if (!isPublic(settings) || !settings.ALLOW_SANDBOX_PROVIDERS) return [];
  return sandboxesInUse(settings).map(
    (use) => `${use.setting}=${use.value} on a public store, allowed by ALLOW_SANDBOX_PROVIDERS=1: ${use.problem}`,
  );
}
