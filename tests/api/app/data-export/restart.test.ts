import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { ownSeededFolder, starting, startServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { readyState } from './helpers';

// A request the server was building when it stopped is built by the next start: the row the
// stopped process left (status building, no process holding it) is taken over at boot, and files
// past their 24 hours are dropped then (and every minute after).

describe('a member’s data on request across a restart', () => {
  // A copy of the seeded demo (migrated once per build), kept across the two starts.
  const dir = ownSeededFolder();
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.lock`, { force: true });
  });

  it('builds at start what a stopped server left building, and the member downloads it', starting(2), async () => {
    const env = { PGLITE_DIR: dir, SEED_DEMO: 'never' };
    const first = await startServer(env);
    const { client, form } = await registerCustomer(new ApiClient(first.url));
    await first.stop();

    // What a process stopped mid-build leaves behind, and an older file past its 24 hours.
    const folder = new PGlite(dir, { extensions: { pg_trgm } });
    const { rows } = await folder.query<{ id: number }>('select id from customers where email = $1', [form.Email]);
    await folder.query(
      `insert into data_exports (customer_id, status, lang, requested_at, ready_at, expires_at, token_hash, file, size_bytes)
       values ($1, 'ready', 'tr', now() - interval '2 days', now() - interval '2 days', now() - interval '1 day', 'old', '{}', 2)`,
      [rows[0]!.id],
    );
    await folder.query(`insert into data_exports (customer_id, status, lang, requested_at) values ($1, 'building', 'tr', now())`, [
      rows[0]!.id,
    ]);
    await folder.close();

    const second = await startServer(env);
    try {
      const again = new ApiClient(second.url);
      for (const [name, value] of client.cookies) again.cookies.set(name, value);
      const ready = await readyState(again);
      const file = await again.request(ready.DownloadUrl!);
      expect(file.status).toBe(200);
      expect(JSON.parse(await file.text()).contacts.email).toBe(form.Email);
    } finally {
      await second.stop();
    }
    // The old file was purged at start; its row stays as the record that the member asked.
    const after = new PGlite(dir, { extensions: { pg_trgm } });
    const { rows: kept } = await after.query<{ status: string; file: string | null }>('select status, file from data_exports order by id');
    await after.close();
    expect(kept).toEqual([
      { status: 'expired', file: null },
      { status: 'downloaded', file: null },
    ]);
  });
});
