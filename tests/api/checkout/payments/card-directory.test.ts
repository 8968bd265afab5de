import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointServerAt } from '../../../support/in-process';

// The sandbox bank's BIN directory is read once per BIN and then kept (its tables are written only
// by the demo seed): a placement asks of one card three times, and must pay for one read.

let directory: typeof import('../../../../src/lib/checkout/payments/card/directory.server');
let run: (statement: string) => Promise<void>;
let closeDb: () => Promise<void>;
let restoreEnv: (() => void) | undefined;

beforeAll(async () => {
  restoreEnv = pointServerAt(undefined);
  const client = await import('../../../../src/lib/platform/db/client.server');
  const { sql } = await import('drizzle-orm');
  const { bankSeeder } = await import('../../../../src/lib/checkout/index.server');
  const database = await client.db();
  await bankSeeder.run(database);
  run = async (statement) => {
    await database.execute(sql.raw(statement));
  };
  closeDb = client.closeDb;
  directory = await import('../../../../src/lib/checkout/payments/card/directory.server');
}, 60_000);

afterAll(async () => {
  await closeDb?.();
  restoreEnv?.();
});

describe("the sandbox bank's BIN directory", () => {
  it('answers a known card from its first digits, and null for an unknown or too short one', async () => {
    const known = await directory.binInfo('5400 3600 0000 0003');
    expect(known).toMatchObject({ bin: expect.stringMatching(/^540036/), cardType: expect.stringMatching(/^(credit|debit)$/) });
    expect(await directory.binInfo('99999999')).toBeNull();
    expect(await directory.binInfo('54003')).toBeNull();
  });

  it('keeps what it read: the same BIN asked again is answered without the database', async () => {
    const first = await directory.binInfo('5400360000000003');
    await run('delete from card_bins');
    expect(await directory.binInfo('5400360099999999')).toEqual(first);
  });
});
