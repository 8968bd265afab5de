import { describe, expect, it } from 'vitest';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import type { ApiClient } from '../../../support/api-client';
import { balanceMatchingLedger, raceServer } from '../../../support/parallel';
import { CARDS, cartTotal, checkout, checkoutBody, member } from '../../orders/records/helpers';
import { cardBody, freeCard, pricey, type UseAnswer } from './helpers';

// Spending the same loyalty points under real concurrency (PostgreSQL, tests/support/parallel.ts): 20 members, each with 300 points of one 1,000-point card applied, check out at once with
// the real checkout call. The card pays exactly three of them, its balance never goes below zero,
// it equals its ledger, and the failed orders spent nothing.

const harness = raceServer();

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
      const { client, addressId } = await member([{ pick: pricey(40 + i) }], harness.server.url);
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

    const balance = await balanceMatchingLedger(harness, cardNo, {
      balance: 'select balance as n from one_cards where card_no = $1',
      ledger: 'select coalesce(sum(delta), 0) as n from one_card_ledger where account = $1',
      table: 'one_cards',
    });
    expect(balance).toBe(10_000);
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
