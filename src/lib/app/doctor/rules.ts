import { sandboxesInUse } from '@lib/platform';
import type { Env } from '@lib/platform/index.server';
import type { Finding } from './findings';

// The doctor's rules over plain values: the settings, the newest backup's time, the clock. The
// sandboxes and switches are the start's own rule (platform/config/sandboxes.ts), not a copy.

/** A backup older than this is no backup of the last day. */
const DAY_MS = 24 * 3_600_000;
/** iyzico's live API; any other address takes no money (its test environment, or a test's server). */
const IYZICO_LIVE = 'https://api.iyzipay.com';

/** One line per problem the settings schema found (an unreadable value, a provider's missing setting). */
export function settingsProblems(problems: readonly string[]): Finding[] {
  return problems.map((line) => {
    const at = line.indexOf(': ');
    return { group: 'Settings', subject: line.slice(0, at), problem: line.slice(at + 2), fix: 'correct it in .env or the environment' };
  });
}

/** The sandboxes and development switches the settings leave on: each blocks going live whatever SITE_URL says. */
export function sandboxFindings(settings: Env): Finding[] {
  return sandboxesInUse(settings).map((use) => ({
    group: use.setting === 'DEV_OUTBOX' || use.setting === 'TEST_CLOCK' ? 'Development switches' : 'Messages and payments',
    subject: `${use.setting}=${use.value}`,
    problem: use.problem,
    fix: use.fix,
  }));
}

/** Cards sent to iyzico's test environment, or test keys sent to the live one. */
export function iyzicoFindings(settings: Env): Finding[] {
  if (settings.PAYMENT_PROVIDER !== 'iyzico') return [];
  if (new URL(settings.IYZICO_BASE_URL).origin !== IYZICO_LIVE)
    return [
      {
        group: 'Messages and payments',
        subject: 'IYZICO_BASE_URL',
        problem: `cards go to ${settings.IYZICO_BASE_URL}, not iyzico's live API: no money is taken`,
        fix: `leave IYZICO_BASE_URL unset (${IYZICO_LIVE}) with your live keys once the test order went through`,
      },
    ];
  const sandboxKeys = [settings.IYZICO_API_KEY, settings.IYZICO_SECRET_KEY].some((key) => key?.startsWith('sandbox-'));
  if (!sandboxKeys) return [];
  return [
    {
      group: 'Messages and payments',
      subject: 'IYZICO_API_KEY',
      problem: "a test environment's key (sandbox-…) with iyzico's live API: every payment is refused",
      fix: "set the live API and secret keys from iyzico's merchant panel",
    },
  ];
}

/** The public address and the metrics a live store needs, and demo data the start would seed. */
export function siteFindings(settings: Env): Finding[] {
  const found: Finding[] = [];
  const group = 'Address and monitoring';
  if (settings.SITE_URL === undefined)
    found.push({
      group,
      subject: 'SITE_URL',
      problem: "not set, so links in e-mails and the sitemap name the server's own address",
      fix: 'set SITE_URL=https://your-domain',
    });
  else if (!settings.SITE_URL.startsWith('https:'))
    found.push({
      group,
      subject: 'SITE_URL',
      problem: `${settings.SITE_URL} is not https, so sign-ins and payments cross the internet unencrypted`,
      fix: 'serve it behind TLS (docs/operating.md) and set SITE_URL=https://…',
    });
  if (settings.METRICS_TOKEN === undefined)
    found.push({
      group,
      subject: 'METRICS_TOKEN',
      problem: 'not set, so /metrics answers 404 and nothing watches the store',
      fix: 'set one (openssl rand -hex 32) and point your monitoring at /metrics',
    });
  const seeds = settings.SEED_DEMO === 'always' || (settings.SEED_DEMO === 'auto' && !settings.DATABASE_URL);
  if (seeds)
    found.push({
      group: 'Demo data',
      subject: `SEED_DEMO=${settings.SEED_DEMO}`,
      problem: 'a start seeds the demo (shoppers, staff, coupons) into a database without it',
      fix: 'set SEED_DEMO=never',
    });
  if (!settings.DATABASE_URL && settings.PGLITE_DIR.startsWith('memory://'))
    found.push({
      group: 'Backups',
      subject: 'PGLITE_DIR',
      problem: 'memory:// loses every order when the store stops',
      fix: 'set PGLITE_DIR to a folder, or DATABASE_URL',
    });
  return found;
}

/** No backup in the last day: when the newest one in BACKUP_DIR was taken (undefined: none), and what makes them. */
export function backupFindings(settings: Env, folder: string, newest: Date | undefined, now: Date): Finding[] {
  if (newest && now.getTime() - newest.getTime() <= DAY_MS) return [];
  const problem = newest
    ? `the newest backup in ${folder} is ${Math.floor((now.getTime() - newest.getTime()) / 3_600_000)} hours old (${newest.toISOString()})`
    : `no backup in ${folder}`;
  const fix = settings.DATABASE_URL
    ? 'run `npm run db:backup` now, and nightly from a timer (docs/operating.md)'
    : settings.BACKUP_EVERY_HOURS === 0
      ? 'run `npm run db:backup` now, and set BACKUP_EVERY_HOURS=24'
      : `run \`npm run db:backup\` now (the running store makes one every ${settings.BACKUP_EVERY_HOURS} h; its log says why not)`;
  return [{ group: 'Backups', subject: 'BACKUP_DIR', problem, fix }];
}
