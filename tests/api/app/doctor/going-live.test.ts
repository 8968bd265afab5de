import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { backupName } from '../../../../src/lib/app/backup/rules';
import { ownSeededFolder, spawnServer, starting, startServer } from '../../../support/server';
import { runScript } from '../backup/helpers';

// Going live, as an operator meets it: a public store (https SITE_URL) on the sandboxes refuses to
// start, one line each; ALLOW_SANDBOX_PROVIDERS=1 starts it; `npm run doctor` on the seeded demo
// folder reports the database as not checked while that store holds it, and once it has stopped,
// the demo accounts, a staff password changed and a shopper's changed alike. Two server starts.

const root = mkdtempSync(join(tmpdir(), 'storefront-doctor-'));
const folder = ownSeededFolder();
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});
const backups = join(root, 'backups');

/** The demo's developer settings on a public address, none left to the ambient environment. */
const PUBLIC_DEMO = {
  SITE_URL: 'https://shop.example',
  EMAIL_PROVIDER: 'sandbox',
  SMS_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER: 'sandbox',
  DEV_OUTBOX: '1',
  TEST_CLOCK: '1',
  ALLOW_SANDBOX_PROVIDERS: '',
  DATABASE_URL: '',
  METRICS_TOKEN: '',
  SEED_DEMO: '',
};
const doctor = (env: Record<string, string> = {}) =>
  runScript('doctor', [], { ...PUBLIC_DEMO, ALLOW_SANDBOX_PROVIDERS: '1', PGLITE_DIR: folder, BACKUP_DIR: backups, ...env });

describe('a public store on the sandboxes', () => {
  it('refuses to start, every sandbox and switch on a line of its own naming how to allow it, before it listens', starting(1), async () => {
    const refused = await spawnServer({ ...PUBLIC_DEMO, PGLITE_DIR: 'memory://' });
    expect(await refused.exited).not.toBe(0);
    const lines = refused.output().trim().split('\n');
    expect(lines.map((line) => /^Not starting: (\w+)=/.exec(line)?.[1])).toEqual([
      'EMAIL_PROVIDER',
      'SMS_PROVIDER',
      'PAYMENT_PROVIDER',
      'DEV_OUTBOX',
      'TEST_CLOCK',
    ]);
    for (const line of lines) expect(line).toContain('or ALLOW_SANDBOX_PROVIDERS=1 for a demo or staging store.');
    expect(refused.output()).not.toContain('listening at');
  });

  it(
    'starts with ALLOW_SANDBOX_PROVIDERS=1, warning of each; the doctor meanwhile leaves the database it holds alone',
    starting(2),
    async () => {
      const allowed = await startServer({ ...PUBLIC_DEMO, ALLOW_SANDBOX_PROVIDERS: '1', PGLITE_DIR: folder });
      try {
        expect(allowed.output().split('allowed by ALLOW_SANDBOX_PROVIDERS=1')).toHaveLength(6);
        const run = await doctor();
        expect(run.code, run.stderr).toBe(1);
        expect(run.stdout).toContain(`Demo accounts: not checked: the store is running (pid ${allowed.process.pid})`);
        expect(run.stdout).toContain('BACKUP_DIR: no backup in');
        expect(run.stdout).toContain('ALLOW_SANDBOX_PROVIDERS=1 lets the store start on them');
        expect(run.stdout).toMatch(/Not ready to go live: 8 to fix, 1 not checked\./);
        expect((await fetch(`${allowed.url}/healthz`)).status).toBe(200);
      } finally {
        await allowed.stop();
      }
    },
  );
});

describe('npm run doctor on the stopped demo', () => {
  it('lists every finding, the demo accounts among them, and exits 1', starting(1), async () => {
    const run = await doctor({ ALLOW_SANDBOX_PROVIDERS: '' });
    expect(run.code, run.stderr).toBe(1);
    const lines = run.stdout.trim().split('\n');
    for (const line of [
      '  EMAIL_PROVIDER=sandbox: e-mails to shoppers never leave the store; set EMAIL_PROVIDER=smtp, SMTP_URL and MAIL_FROM.',
      "  ayse@vitrin.example (5321234567): demo shopper, the README's password still works; start on a fresh database.",
      "  publisher@vitrin.example: demo staff, the README's password still opens /editor; start on a fresh database and add your staff with `npm run editor:add`.",
    ])
      expect(lines).toContain(line);
    for (const subject of [
      'SMS_PROVIDER=sandbox',
      'PAYMENT_PROVIDER=sandbox',
      'DEV_OUTBOX=1',
      'TEST_CLOCK=1',
      'METRICS_TOKEN',
      'SEED_DEMO=auto',
    ])
      expect(
        lines.some((line) => line.startsWith(`  ${subject}: `)),
        subject,
      ).toBe(true);
    for (const subject of [
      'mehmet@vitrin.example (5329876543)',
      'selin@vitrin.example (5321112233)',
      'editor@vitrin.example',
      'Demo catalogue',
    ])
      expect(
        lines.some((line) => line.startsWith(`  ${subject}: `)),
        subject,
      ).toBe(true);
    expect(lines).toContain(
      'As set, the store refuses to start: SITE_URL is https and 5 of the lines above are on (ALLOW_SANDBOX_PROVIDERS=1 starts a demo or staging store anyway).',
    );
    expect(lines.at(-1)).toBe('Not ready to go live: 14 to fix. docs/operating.md, "Going live", says how.');
  });

  it(
    'leaves out staff whose password was changed and a backup of the last day, and still finds a shopper whose password was',
    starting(2),
    async () => {
      const database = new PGlite(folder);
      try {
        // Each takes another account's hash: a password other than the README's for it.
        await database.exec(`
        update staff set password_hash = (select password_hash from customers where email = 'selin@vitrin.example') where email = 'publisher@vitrin.example';
        update customers set password_hash = (select password_hash from staff where email = 'editor@vitrin.example') where email = 'ayse@vitrin.example';`);
      } finally {
        await database.close();
      }
      mkdirSync(backups, { recursive: true });
      writeFileSync(join(backups, backupName(new Date(), 'pglite')), '');
      const run = await doctor({ ALLOW_SANDBOX_PROVIDERS: '' });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).not.toContain('publisher@vitrin.example');
      expect(run.stdout).not.toContain('BACKUP_DIR');
      expect(run.stdout).toContain(
        'ayse@vitrin.example (5321234567): demo shopper (password changed, but its orders and cards are invented)',
      );
      expect(run.stdout.trim().split('\n').at(-1)).toBe('Not ready to go live: 12 to fix. docs/operating.md, "Going live", says how.');
    },
  );
});
