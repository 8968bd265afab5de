import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openToOthers } from '../support/modes';
import { starting, startServer } from '../support/server';

// Another local account read password hashes and e-mail addresses from the embedded database's
// write-ahead log: PGlite leaves most of its files 0666. The store keeps the folder and its lock
// its user's alone (src/lib/platform/db/private-folder.server.ts).

/** A start's log lines saying it made the folder private. */
const tightenings = (output: string) => output.split('\n').filter((line) => line.includes('open to other local users'));

describe('the embedded database folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-private-'));
  // Created by the store, not by the test (mkdtemp's folders are private already).
  const folder = join(root, 'pglite');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const env = { PGLITE_DIR: folder, SEED_DEMO: 'never' };

  it('is created private with its lock, and made private again at a start after an older version', starting(2), async () => {
    const first = await startServer(env);
    try {
      // What PGlite writes while it runs is private too (it would write initdb's files 0666, others 0644).
      expect(openToOthers(folder)).toEqual([]);
      expect(openToOthers(`${folder}.lock`)).toEqual([]);
    } finally {
      await first.stop();
    }
    expect(openToOthers(folder)).toEqual([]);
    // A new folder is private from the start: nothing to report.
    expect(tightenings(first.output())).toEqual([]);

    // As an older version left it: the folder, a folder in it and files open to every local user.
    const wal = readdirSync(join(folder, 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name))!;
    chmodSync(folder, 0o755);
    chmodSync(join(folder, 'base'), 0o755);
    chmodSync(join(folder, 'PG_VERSION'), 0o644);
    chmodSync(join(folder, 'pg_wal', wal), 0o666);
    const second = await startServer(env);
    try {
      expect(openToOthers(folder)).toEqual([]);
    } finally {
      await second.stop();
    }
    // One line, counting the four entries opened above and nothing PGlite wrote at either start.
    const said = tightenings(second.output());
    expect(said).toHaveLength(1);
    expect(JSON.parse(said[0]!)).toMatchObject({ level: 40, folder, entries: 4 });
  });
});
