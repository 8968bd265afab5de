import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { COUPON_API } from '@lib/bag/campaigns/schema';
import { apply, guestWith, pricedBetween } from './helpers';

// ILK5 (src/lib/bag/campaigns/demo.ts) is limited to five uses and no other test applies it. PGlite runs
// one query at a time, so the race only shows on PostgreSQL (TEST_DATABASE_URL), where the test also
// compares the stored count with the ledger; the guarded update holds the rule on both.

const GUESTS = 30;

async function ledger(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const used = await client.query<{ used: number }>(`select used from coupons where code = 'ILK5'`);
    const uses = await client.query<{ n: number }>(`select count(*)::int as n from coupon_uses where code = 'ILK5'`);
    return { used: used.rows[0]!.used, uses: uses.rows[0]!.n };
  } finally {
    await client.end();
  }
}

describe('a coupon limited to five uses', () => {
  it('gives exactly five of thirty parallel applications, and a released use goes to the next', async () => {
    const pick = pricedBetween(120_000, 240_000, 12);
    const guests = await Promise.all(Array.from({ length: GUESTS }, () => guestWith(pick)));
    await Promise.all(guests.map((g) => g.verificationToken()));
    const answers = await Promise.all(guests.map((g) => apply(g, 'ILK5')));
    const won = answers.flatMap((a, i) => (a.status === 200 ? [guests[i]!] : []));
    expect(won).toHaveLength(5);
    expect(answers.filter((a) => a.body.Exception?.ErrorCode === 'COUPON_LIMIT_REACHED')).toHaveLength(GUESTS - 5);
    const url = inject('databaseUrl');
    if (url) expect(await ledger(url)).toEqual({ used: 5, uses: 5 });

    const late = guests.find((g) => !won.includes(g))!;
    expect((await apply(late, 'ILK5')).body.Exception?.ErrorCode).toBe('COUPON_LIMIT_REACHED');
    await won[0]!.send('DELETE', COUPON_API.remove);
    expect((await apply(late, 'ILK5')).status).toBe(200);
    if (url) expect(await ledger(url)).toEqual({ used: 5, uses: 5 });
  });
});
