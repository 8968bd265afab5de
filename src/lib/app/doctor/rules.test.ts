import { describe, expect, it } from 'vitest';
import { parseEnv } from '@lib/platform/config/env.server';
import { backupFindings, iyzicoFindings, sandboxFindings, settingsProblems, siteFindings } from './rules';
import { LIVE } from './settings.test-data';

// Each rule in turn: a store ready to go live finds nothing, then one setting changed finds that one.

const live = parseEnv(LIVE);
const changed = (change: Record<string, string>) => parseEnv({ ...LIVE, ...change });
const subjects = (findings: { subject: string }[]) => findings.map((finding) => finding.subject);

describe('the settings rules', () => {
  it('find nothing on a store ready to go live', () => {
    expect([...sandboxFindings(live), ...iyzicoFindings(live), ...siteFindings(live)]).toEqual([]);
  });

  it.each([
    ['EMAIL_PROVIDER=sandbox', { EMAIL_PROVIDER: 'sandbox' }, 'Messages and payments'],
    ['SMS_PROVIDER=sandbox', { SMS_PROVIDER: 'sandbox' }, 'Messages and payments'],
    ['PAYMENT_PROVIDER=sandbox', { PAYMENT_PROVIDER: 'sandbox' }, 'Messages and payments'],
    ['DEV_OUTBOX=1', { DEV_OUTBOX: '1' }, 'Development switches'],
    ['TEST_CLOCK=1', { TEST_CLOCK: '1' }, 'Development switches'],
  ])('find %s, with what to set instead, whatever SITE_URL says', (subject, change, group) => {
    for (const site of ['https://shop.example', 'http://localhost:4321']) {
      const [finding, ...more] = sandboxFindings(changed({ ...change, SITE_URL: site }));
      expect(more).toEqual([]);
      expect(finding).toMatchObject({ subject, group });
      expect(finding!.fix).toMatch(/^set /);
    }
  });

  it("finds cards sent to iyzico's test environment, and test keys sent to the live one", () => {
    expect(subjects(iyzicoFindings(changed({ IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com' })))).toEqual(['IYZICO_BASE_URL']);
    expect(subjects(iyzicoFindings(changed({ IYZICO_API_KEY: 'sandbox-abc' })))).toEqual(['IYZICO_API_KEY']);
    expect(subjects(iyzicoFindings(changed({ IYZICO_SECRET_KEY: 'sandbox-abc' })))).toEqual(['IYZICO_API_KEY']);
    expect(iyzicoFindings(changed({ IYZICO_BASE_URL: 'https://api.iyzipay.com/' }))).toEqual([]);
    // The sandbox bank takes no iyzico setting: its own finding says so.
    expect(iyzicoFindings(changed({ PAYMENT_PROVIDER: 'sandbox', IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com' }))).toEqual([]);
  });

  it('finds SITE_URL unset or not https', () => {
    expect(subjects(siteFindings(parseEnv({ ...LIVE, SITE_URL: '' })))).toEqual(['SITE_URL']);
    const plain = siteFindings(changed({ SITE_URL: 'http://shop.example' }));
    expect(subjects(plain)).toEqual(['SITE_URL']);
    expect(plain[0]!.problem).toContain('not https');
  });

  it('finds no METRICS_TOKEN', () => {
    expect(subjects(siteFindings(changed({ METRICS_TOKEN: '' })))).toEqual(['METRICS_TOKEN']);
  });

  it('finds a SEED_DEMO that would seed: auto on the embedded database, always anywhere; never and auto on PostgreSQL seed nothing', () => {
    expect(subjects(siteFindings(changed({ SEED_DEMO: 'auto' })))).toEqual(['SEED_DEMO=auto']);
    expect(subjects(siteFindings(changed({ SEED_DEMO: 'always', DATABASE_URL: 'postgres://db/shop' })))).toEqual(['SEED_DEMO=always']);
    expect(siteFindings(changed({ SEED_DEMO: 'auto', DATABASE_URL: 'postgres://db/shop' }))).toEqual([]);
  });

  it('finds a database kept in memory', () => {
    expect(subjects(siteFindings(changed({ PGLITE_DIR: 'memory://' })))).toEqual(['PGLITE_DIR']);
    expect(siteFindings(changed({ PGLITE_DIR: 'memory://', DATABASE_URL: 'postgres://db/shop' }))).toEqual([]);
  });

  it("gives each of the schema's problems its own line, the setting named", () => {
    expect(settingsProblems(['PORT: Invalid input', 'SMTP_URL: required by the chosen provider'])).toMatchObject([
      { group: 'Settings', subject: 'PORT', problem: 'Invalid input' },
      { group: 'Settings', subject: 'SMTP_URL', problem: 'required by the chosen provider' },
    ]);
    expect(settingsProblems([])).toEqual([]);
  });
});

describe('the backup rule', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it('finds nothing with a backup of the last day', () => {
    expect(backupFindings(live, '/srv/backups', hoursAgo(23), now)).toEqual([]);
    expect(backupFindings(live, '/srv/backups', hoursAgo(24), now)).toEqual([]);
  });

  it('finds no backup at all, and one older than a day, with its age', () => {
    expect(backupFindings(live, '/srv/backups', undefined, now)[0]!.problem).toBe('no backup in /srv/backups');
    const [old] = backupFindings(live, '/srv/backups', hoursAgo(30), now);
    expect(old).toMatchObject({ group: 'Backups', subject: 'BACKUP_DIR' });
    expect(old!.problem).toContain('30 hours old');
  });

  it('says what makes backups on each database: the store itself, a schedule to set, or a timer for pg_dump', () => {
    expect(backupFindings(live, 'd', undefined, now)[0]!.fix).toContain('every 24 h');
    expect(backupFindings(changed({ BACKUP_EVERY_HOURS: '0' }), 'd', undefined, now)[0]!.fix).toContain('BACKUP_EVERY_HOURS=24');
    expect(backupFindings(changed({ DATABASE_URL: 'postgres://db/shop' }), 'd', undefined, now)[0]!.fix).toContain('nightly');
  });
});
