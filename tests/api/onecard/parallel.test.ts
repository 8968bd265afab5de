import { describe, expect, it } from 'vitest';
import { ONECARD_API } from '../../../src/lib/onecard/api';
import { ApiClient } from '../../support/api-client';
import { ownServer } from '../../support/own-server';
import { registerCustomer } from '../accounts/helpers';
import { add } from '../cart/helpers';
import { CARDS, cartTotal, checkout, checkoutBody, saveAddress } from '../orders/helpers';
import { cardBody, freeCard, pricey, type UseAnswer } from './helpers';

// Spending the same loyalty points under real concurrency (PostgreSQL; PGlite runs one query at a
// time): 20 members, each with 300 points of one 1,000-point card applied, check out at once with
// the real checkout call. The card pays exactly three of them, its balance never goes below zero,
// it equals its ledger, and the failed orders spent nothing.

const harness = ownServer({ OTP_SENDS_PER_ADDRESS: '100000' });

describe('loyalty points spent in parallel on PostgreSQL', () => {
  it('20 parallel checkouts on one card: three paid, never below zero, the balance equal to its ledger', async () => {
    // A free demo card brought down to 1,000 points, the change booked in its ledger.
    const cardNo = freeCard(20);
    await harness.sql.query(
      "insert into one_card_ledger (account, delta, kind, reference) select card_no, 100000 - balance, 'adjust', 'adjust:parallel' from one_cards where card_no = $1",
      [cardNo],
    );
    await harness.sql.query('update one_cards set balance = 100000 where card_no = $1', [cardNo]);
    const shoppers: { client: ApiClient; total: number; addressId: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const { client } = await registerCustomer(new ApiClient(harness.server.url));
      const addressId = await saveAddress(client);
      await add(client, pricey(40 + i));
      const entered = await client.post(ONECARD_API.balance, cardBody(cardNo));
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
      const used = await client.post<UseAnswer>(ONECARD_API.use, { Point: 300, PrioritySelection: 1 });
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      shoppers.push({ client, addressId, total: await cartTotal(client) });
    }
    const answers = await Promise.all(shoppers.map((s) => checkout(s.client, checkoutBody(s.addressId, s.total, CARDS.approves))));
    const paid = answers.filter((a) => a.body.Result?.IsSucceed);
    expect(paid).toHaveLength(3);
    for (const answer of answers.filter((a) => !a.body.Result?.IsSucceed)) expect(answer.status).toBeGreaterThanOrEqual(400);

    const balance = await harness.number('select balance as n from one_cards where card_no = $1', [cardNo]);
    expect(balance).toBe(10_000);
    expect(await harness.number('select coalesce(sum(delta), 0) as n from one_card_ledger where account = $1', [cardNo])).toBe(balance);
    expect(await harness.number('select count(*) as n from one_cards where balance < 0')).toBe(0);
    expect(await harness.number("select count(*) as n from one_card_ledger where account = $1 and kind = 'spend'", [cardNo])).toBe(3);
    // Every paid order kept the points it used as one of its payments; no failed order spent any.
    expect(
      await harness.number(
        "select coalesce(sum(p.amount), 0) as n from order_payments p join orders o on o.id = p.order_id where p.instrument = 'loyalty' and o.status = 'received'",
      ),
    ).toBe(90_000);
    expect(
      await harness.number(
        "select count(*) as n from one_card_ledger l join orders o on l.reference = o.number || ':loyalty' where o.status = 'failed' and l.kind = 'spend' and l.refunded = 0",
      ),
    ).toBe(0);
  }, 300_000);
});
