import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pointServerAt } from '../../../support/in-process';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';

// What a recorded cookie choice keeps, inside the test process on a database of its own
// (PostgreSQL when the suite has one, else in-memory PGlite): the choice, the policy version and
// the time; a member's id only when one was signed in; nothing else about anyone. Then the
// member's records for their data file, and the throttle's limits.

type Lib = typeof import('../../../../src/lib/platform/consent/record.server');
type Db = Awaited<ReturnType<typeof import('../../../../src/lib/platform/db/client.server').db>>;

let own: OwnDatabase | undefined;
let lib: Lib;
let database: Db;
let close: () => Promise<void>;
let restoreEnv: (() => void) | undefined;
let asker = 0;
const nextAsker = () => ({ sessionKey: `session-${++asker}`, clientAddress: `203.0.113.${asker % 250}` });

beforeAll(async () => {
  const given = inject('databaseUrl');
  own = given ? await ownDatabase(given) : undefined;
  restoreEnv = pointServerAt(own?.url);
  const client = await import('../../../../src/lib/platform/db/client.server');
  database = await client.db();
  close = client.closeDb;
  lib = await import('../../../../src/lib/platform/consent/record.server');
}, 60_000);

afterAll(async () => {
  await close?.();
  await own?.drop();
  restoreEnv?.();
});

async function rowOf(receipt: string) {
  const { sql } = await import('drizzle-orm');
  const result = await database.execute(sql`select * from consent_records where receipt = ${receipt}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

describe('a recorded cookie choice', () => {
  it("keeps a visitor's choice, version and time, and nothing that tells who or where", async () => {
    const answer = await lib.recordConsent({ analytics: true, marketing: false, version: 7 }, nextAsker());
    const row = await rowOf(answer.Receipt);
    expect(Object.keys(row ?? {}).sort()).toEqual(['analytics', 'customer_id', 'marketing', 'receipt', 'recorded_at', 'text_version']);
    expect(row).toMatchObject({ receipt: answer.Receipt, analytics: true, marketing: false, text_version: 7, customer_id: null });
    expect(new Date(row!.recorded_at as string).toISOString()).toBe(answer.RecordedAt);
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|session-/);
  });

  it("names the member when one is signed in, and lists a member's records newest first, nobody else's", async () => {
    const first = await lib.recordConsent({ analytics: false, marketing: false, version: 1, customerId: 90_001 }, nextAsker());
    await lib.recordConsent({ analytics: true, marketing: true, version: 1, customerId: 90_002 }, nextAsker());
    await new Promise((done) => setTimeout(done, 5));
    const second = await lib.recordConsent({ analytics: true, marketing: false, version: 2, customerId: 90_001 }, nextAsker());
    expect((await rowOf(first.Receipt))?.customer_id).toBe(90_001);
    const records = await lib.consentRecordsOf(90_001);
    expect(records.map(({ receipt, analytics, marketing, version }) => ({ receipt, analytics, marketing, version }))).toEqual([
      { receipt: second.Receipt, analytics: true, marketing: false, version: 2 },
      { receipt: first.Receipt, analytics: false, marketing: false, version: 1 },
    ]);
    expect(records[0]!.recordedAt).toBeInstanceOf(Date);
    expect(await lib.consentRecordsOf(90_003)).toEqual([]);
  });

  it("keeps a deleted member's choices as the store's proof, no longer linked to anyone", async () => {
    const { customers } = await import('../../../../src/lib/account/members/tables.server');
    const { eraseCustomer } = await import('../../../../src/lib/app/member-deletion/erase.server');
    const [member] = await database
      .insert(customers)
      .values({ firstName: 'Silinen', lastName: 'Üye', passwordHash: 'x', email: `silinen-${Date.now()}@test.example` })
      .returning();
    const kept = await lib.recordConsent({ analytics: true, marketing: true, version: 3, customerId: member!.id }, nextAsker());
    await eraseCustomer(member!, 'tr');
    expect(await rowOf(kept.Receipt)).toMatchObject({ receipt: kept.Receipt, analytics: true, text_version: 3, customer_id: null });
    expect(await lib.consentRecordsOf(member!.id)).toEqual([]);
  });

  it('holds back a session past its limit a minute, and an address past its own', async () => {
    const session = nextAsker();
    // The limits of record.server.ts: 10 a session and 120 an address, a minute.
    for (let i = 0; i < 10; i++) await lib.recordConsent({ analytics: true, marketing: true, version: 1 }, session);
    await expect(lib.recordConsent({ analytics: true, marketing: true, version: 1 }, session)).rejects.toMatchObject({ code: 'E107' });
    const clientAddress = '198.51.100.7';
    for (let i = 0; i < 120; i++) {
      await lib.recordConsent({ analytics: false, marketing: false, version: 1 }, { sessionKey: `crowd-${i}`, clientAddress });
    }
    await expect(
      lib.recordConsent({ analytics: false, marketing: false, version: 1 }, { sessionKey: 'crowd-new', clientAddress }),
    ).rejects.toMatchObject({
      code: 'E107',
    });
  });
});
