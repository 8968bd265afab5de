import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { startServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { readyState } from './helpers';

// A request the server was building when it stopped is built by the next start: the row the
// stopped process left (status building, no process holding it) is taken over at boot.

describe('a member’s data on request across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds at start what a stopped server left building, and the member downloads it', async () => {
    const env = { PGLITE_DIR: dir, SEED_DEMO: 'never' };
    const first = await startServer(env);
    const { client, form } = await registerCustomer(new ApiClient(first.url));
    await first.stop();

    // What a process stopped mid-build leaves behind.
    const folder = new PGlite(dir, { extensions: { pg_trgm } });
    const { rows } = await folder.query<{ id: number }>('select id from customers where email = $1', [form.Email]);
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
  });
});
