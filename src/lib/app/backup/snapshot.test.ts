import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openToOthers } from '../../../../tests/support/modes';

// The embedded database's snapshot and its restore, on real folders: the snapshot waits for an
// open transaction (it never copies half an order), and a restore refuses what would harm a folder.
describe('a backup of the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-snapshot-'));
  let client: typeof import('@lib/platform/db/client.server');
  let restore: typeof import('./restore.server');
  let archive: string;

  beforeAll(async () => {
    process.env.PGLITE_DIR = join(root, 'live');
    // An unwritable backup folder: a file stands where its parent should be.
    writeFileSync(join(root, 'a-file'), '');
    process.env.BACKUP_DIR = join(root, 'a-file', 'backups');
    client = await import('@lib/platform/db/client.server');
    restore = await import('./restore.server');
    const database = await client.db();
    await database.execute(sql`create table kept (n int not null, photo bytea)`);
  }, 60_000);
  afterAll(async () => {
    await client.closeDb();
    rmSync(root, { recursive: true, force: true });
  });

  it('waits for a transaction open in another task, and holds all of it once committed', async () => {
    const database = await client.db();
    let resume = () => {};
    const paused = new Promise<void>((done) => (resume = done));
    let begun = () => {};
    const inside = new Promise<void>((done) => (begun = done));
    const order = database.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1, ${Buffer.from([0xff, 0xd8, 0xff])})`);
      begun();
      await paused;
      await tx.execute(sql`insert into kept values (2, null)`);
    });
    await inside;
    let taken = false;
    const snapshot = client.snapshotDatabase().then((tar) => {
      taken = true;
      return tar;
    });
    // Between the transaction's two statements PGlite's query lock is free: only its transaction lock keeps the copy out.
    for (let i = 0; i < 20; i++) await new Promise((done) => setImmediate(done));
    expect(taken).toBe(false);
    resume();
    await order;
    archive = join(root, 'backup.tar.gz');
    writeFileSync(archive, gzipSync(await snapshot));

    const restored = join(root, 'restored');
    await restore.restorePglite(archive, restored, false);
    // PGlite would write both open to other local users: initdb's and a backup's files 0666, others 0644.
    expect(openToOthers(process.env.PGLITE_DIR!)).toEqual([]);
    expect(openToOthers(restored)).toEqual([]);
    const { PGlite } = await import('@electric-sql/pglite');
    const copy = new PGlite(restored);
    try {
      const { rows } = await copy.query<{ n: number; photo: Uint8Array | null }>('select n, photo from kept order by n');
      expect(rows.map((row) => row.n)).toEqual([1, 2]);
      expect([...rows[0]!.photo!]).toEqual([0xff, 0xd8, 0xff]);
    } finally {
      await copy.close();
    }
  });

  it('refuses a corrupt or truncated file in one line, and leaves the target as it was', async () => {
    const whole = readFileSync(archive);
    const target = join(root, 'target');
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), 'the old store');
    const truncated = join(root, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const garbage = join(root, 'garbage.tar.gz');
    writeFileSync(garbage, gzipSync(Buffer.from('not a database folder at all')));
    for (const file of [truncated, garbage, join(root, 'missing.tar.gz')]) {
      const refusal = restore.restorePglite(file, target, true);
      await expect(refusal, file).rejects.toBeInstanceOf(restore.BackupRefused);
      await expect(refusal, file).rejects.toThrow(/nothing was restored/);
      expect(String(await refusal.catch((error: Error) => error.message)).split('\n')).toHaveLength(1);
      expect(readdirSync(target)).toEqual(['PG_VERSION']);
      expect(readdirSync(root).filter((name) => name.includes('restoring') || name.includes('before-restore'))).toEqual([]);
    }
  });

  it('refuses a folder that holds anything unless forced, and then moves the old one aside, both private', async () => {
    const target = join(root, 'occupied');
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), 'the old store');
    // As an older version left it: open to every local user.
    chmodSync(target, 0o755);
    chmodSync(join(target, 'PG_VERSION'), 0o666);
    await expect(restore.restorePglite(archive, target, false)).rejects.toThrow(/is not empty.*--force/);
    expect(readdirSync(target)).toEqual(['PG_VERSION']);
    const { movedAside } = await restore.restorePglite(archive, target, true);
    expect(readFileSync(join(movedAside!, 'PG_VERSION'), 'utf8')).toBe('the old store');
    expect(readdirSync(target)).toContain('base');
    // The old folder, open as an older version left it, is made as private as the restored one.
    expect(openToOthers(target)).toEqual([]);
    expect(openToOthers(movedAside!)).toEqual([]);
  });

  it('fails a backup into an unwritable folder with nothing written, and the database serves on', async () => {
    const { backupPglite } = await import('./take.server');
    await expect(backupPglite('test')).rejects.toThrow(/ENOTDIR|EEXIST/);
    const answer = (await (await client.db()).execute(sql`select count(*)::int as n from kept`)) as unknown as { rows: unknown[] };
    expect(answer.rows[0]).toEqual({ n: 2 });
  });

  it('refuses a folder a running store holds', async () => {
    const target = join(root, 'served');
    const store = spawn('sleep', ['30']);
    try {
      writeFileSync(`${target}.lock`, JSON.stringify({ pid: store.pid }));
      await expect(restore.restorePglite(archive, target, true)).rejects.toThrow(`(pid ${store.pid}): stop that store first`);
      expect(readdirSync(root)).not.toContain('served');
    } finally {
      store.kill();
    }
  });
});
