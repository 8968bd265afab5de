import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';
import { type RunningServer, startServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { cartTotal, checkout, checkoutBody, saveAddress } from '../../orders/records/helpers';
import { add, apply, pricedBetween, refused } from './helpers';

// ILK5 (five uses) spent by a member's order, then by four other bags: the member's bag keeps its
// id after the order, and applying ILK5 to it again must meet the limit like any other bag. On a
// server and database of its own (ILK5's five uses are the race suite's on the shared one): a
// database of the PostgreSQL the suite was given, else the server's own PGlite in memory.

let database: OwnDatabase | undefined;
let server: RunningServer;

beforeAll(async () => {
  const given = inject('databaseUrl');
  database = given ? await ownDatabase(given) : undefined;
  server = await startServer({ DATABASE_URL: database?.url, SEED_DEMO: 'always', OTP_SENDS_PER_ADDRESS: '100000' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The orders that took ILK5's discount, counted in the database when the test has one. */
async function ordersWithIlk5(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from orders where coupon_code = 'ILK5' and coupon_discount > 0 and status = 'received'",
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('a limited coupon on a bag that already ordered with it', () => {
  it('is refused with COUPON_LIMIT_REACHED once the other bags hold the rest of its uses', async () => {
    const pick = pricedBetween(120_000, 240_000, 3);
    const { client: shopper } = await registerCustomer(new ApiClient(server.url));
    const addressId = await saveAddress(shopper);
    await add(shopper, pick);
    expect((await apply(shopper, 'ILK5')).status).toBe(200);
    const first = await checkout(shopper, checkoutBody(addressId, await cartTotal(shopper)));
    expect(first.body.Result?.IsSucceed, JSON.stringify(first.body)).toBe(true);

    // Four other bags take the remaining uses: 5 of 5.
    for (let i = 0; i < 4; i++) {
      const other = new ApiClient(server.url);
      await add(other, pick);
      expect((await apply(other, 'ILK5')).status).toBe(200);
    }
    const late = new ApiClient(server.url);
    await add(late, pick);
    refused(await apply(late, 'ILK5'), 'COUPON_LIMIT_REACHED');

    // The same member, the same bag (its id kept after the order), another piece, ILK5 again.
    await add(shopper, pick);
    refused(await apply(shopper, 'ILK5'), 'COUPON_LIMIT_REACHED');
    refused(await apply(shopper, 'ILK5'), 'COUPON_LIMIT_REACHED');
    const summary = await shopper.get<{ CouponCode: string | null; CouponDiscountAmount: number }>('/cop-api/cart/summary');
    expect(summary.body.Result).toMatchObject({ CouponDiscountAmount: 0 });
    const second = await checkout(shopper, checkoutBody(addressId, await cartTotal(shopper)));
    expect(second.body.Result?.IsSucceed, JSON.stringify(second.body)).toBe(true);
    if (database) expect(await ordersWithIlk5(database.url)).toBe(1);
  }, 120_000);
});
