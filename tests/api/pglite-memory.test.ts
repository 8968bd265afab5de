import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointServerAt } from '../support/in-process';

// The embedded database's memory only grows: it must start with shared buffers sized to the store,
// not PostgreSQL's default 128 MB, which it touches whole at start (docs/decisions/0035).

let client: typeof import('../../src/lib/platform/db/client.server');
let restoreEnv: (() => void) | undefined;

beforeAll(async () => {
  restoreEnv = pointServerAt(undefined);
  client = await import('../../src/lib/platform/db/client.server');
}, 60_000);

afterAll(async () => {
  await client?.closeDb();
  restoreEnv?.();
});

describe('the embedded database', () => {
  it('runs with 32 MB of shared buffers', async () => {
    const { sql } = await import('drizzle-orm');
    // The Drizzle type spans PGlite and PostgreSQL, which answer in different shapes; PGlite's has rows.
    const result = (await (await client.db()).execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(result.rows[0]?.shared_buffers).toBe('32MB');
  });
});
