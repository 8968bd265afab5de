import { describe, expect, it } from 'vitest';
import { CHECKOUT_API, type CheckoutResult } from '../../../../src/lib/checkout/steps/schema';
import { ApiClient } from '../../../support/api-client';
import { cardNumbersIn, pgRunner, type QueryRunner, scanForCards } from '../../../support/card-scan';
import { checkoutBurst, guestCheckoutBody, guestTotal, raceGuest, raceServer, stockOf } from '../../../support/parallel';
import { CARDS, finishThreeD, own, placeIn, threeDMessageOf } from './helpers';

// Placing orders under real concurrency, on a server and a PostgreSQL database of the file's own
// (tests/support/parallel.ts). Shoppers are verified guests written straight into the database (a
// session with a verified contact and a cart), so 50 of them are ready in a moment.

// TEST_CLOCK: the pending sweep is tested by moving the store's clock past PAYMENT_PENDING_MINUTES.
const harness = raceServer({ TEST_CLOCK: '1' });
/** A verified guest with `quantity` of the pick in a fresh cart. */
const guest = (pick: ReturnType<typeof own>, place: Record<string, number>, quantity = 1) =>
  raceGuest(harness, { variantId: pick.variant.id, productId: pick.product.id, quantity }, place);
const body = (total: number, card: string = CARDS.approves, key?: string) => guestCheckoutBody(total, card, key);

/**
 * The scan's rows with random tokens blanked (session id hashes, verification tokens, uuids: runs
 * of 24+ letters, digits, dashes or underscores holding a letter). A 64-character hex hash holds a
 * run of 13+ digits that passes a scheme and Luhn often enough to fail one run in a few; a card
 * number is digits only, so it is never blanked.
 */
function withoutTokens(run: QueryRunner): QueryRunner {
  const blank = (value: unknown) =>
    typeof value === 'string' ? value.replace(/[\w-]{24,}/g, (token) => (/[A-Za-z]/.test(token) ? '' : token)) : value;
  return async (text) => (await run(text)).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, blank(v)])));
}

describe('placing orders in parallel on PostgreSQL', () => {
  it('50 shoppers for the last 10 units: exactly 10 orders, stock 0 and never below, the ledger matching', async () => {
    const pick = own(60);
    await harness.sql.query('update variants set stock = 10 where id = $1', [pick.variant.id]);
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    // One database client writes them one after another; only the checkouts run at once.
    const shoppers: ApiClient[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await guest(pick, place));
    const total = await guestTotal(shoppers[0]!);
    const { outcomes: codes } = await checkoutBurst(shoppers.map((client) => ({ client, body: body(total) })));
    expect(codes.filter((c) => c === 'paid')).toHaveLength(10);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK' || c === 'NOT_ENOUGH_STOCK')).toHaveLength(40);
    expect(await stockOf(harness, pick.variant.id)).toBe(0);
    expect(
      await harness.number(
        "select count(*) as n from orders o join order_lines l on l.order_id = o.id where l.variant_id = $1 and o.status = 'received'",
        [pick.variant.id],
      ),
    ).toBe(10);
    expect(await harness.number('select coalesce(sum(delta), 0) as n from stock_moves where variant_id = $1', [pick.variant.id])).toBe(-10);
    expect(await harness.number('select count(*) as n from variants where stock < 0')).toBe(0);
    const inStock = await harness.sql.query<{ in_stock: boolean; any: boolean }>(
      'select p.in_stock, exists (select 1 from variants v where v.product_id = p.id and v.stock > 0) as any from products p where p.id = $1',
      [pick.product.id],
    );
    expect(inStock.rows[0]!.in_stock).toBe(inStock.rows[0]!.any);
  }, 120_000);

  it('20 parallel submissions of one checkout: one order, one bank payment, the same answer to each', async () => {
    const pick = own(61);
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const client = await guest(pick, place, 2);
    const stockBefore = await stockOf(harness, pick.variant.id);
    const same = body(await guestTotal(client));
    const { answers } = await checkoutBurst(Array.from({ length: 20 }, () => ({ client, body: same })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const orderNumber = answers[0]!.body.Result!.OrderNumber!;
    expect(await harness.number('select count(*) as n from orders where idempotency_key = $1', [same.IdempotencyKey])).toBe(1);
    expect(await harness.number('select count(*) as n from bank_payments where reference = $1', [orderNumber])).toBe(1);
    expect(await stockOf(harness, pick.variant.id)).toBe(stockBefore - 2);
  }, 60_000);

  it('20 parallel submissions of a declined card: one order, failed, its stock back once', async () => {
    const pick = own(62);
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const client = await guest(pick, place);
    const stockBefore = await stockOf(harness, pick.variant.id);
    const same = body(await guestTotal(client), CARDS.insufficientFunds);
    const { answers } = await checkoutBurst(Array.from({ length: 20 }, () => ({ client, body: same })));
    for (const answer of answers) {
      expect(answer.status).toBe(402);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(await stockOf(harness, pick.variant.id)).toBe(stockBefore);
    expect(
      await harness.number("select count(*) as n from orders where idempotency_key = $1 and status = 'failed'", [same.IdempotencyKey]),
    ).toBe(1);
  }, 60_000);

  it('sweeps a payment left pending past PAYMENT_PENDING_MINUTES: failed, the bank payment cancelled, stock back', async () => {
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const pick = own(80);
    const stock = () => stockOf(harness, pick.variant.id);
    const before = await stock();
    const abandoned = await guest(pick, place);
    const started = (await abandoned.post<CheckoutResult>(CHECKOUT_API.checkout, body(await guestTotal(abandoned), CARDS.threeD))).body
      .Result!;
    expect(started.IsAsyncPayment).toBe(true);
    expect(await stock()).toBe(before - 1);
    // The guest's grant: its last order and the order itself, which another guest cannot read.
    const last = await abandoned.get<{ OrderNumber: string; Phone: string }>(CHECKOUT_API.guestLastOrder);
    expect(last.body.Result).toMatchObject({
      OrderNumber: started.OrderNumber,
      Phone: expect.stringMatching(/^\(53\d\) \*\*\* \*\* \d{2}$/),
    });
    const path = `${CHECKOUT_API.orderReceived}?orderNumber=${started.OrderNumber}`;
    expect((await abandoned.get<{ Status: string }>(path)).body.Result!.Status).toBe('payment_pending');
    await new ApiClient(harness.server.url).post('/cop-api/test/clock', { seconds: 16 * 60 });
    const next = await guest(own(81), place);
    expect((await next.get(path)).status).toBe(404);
    expect((await next.post<CheckoutResult>(CHECKOUT_API.checkout, body(await guestTotal(next)))).body.Result!.IsSucceed).toBe(true);
    expect((await abandoned.get<{ Status: string }>(path)).body.Result!.Status).toBe('failed');
    expect(await stock()).toBe(before);
    expect(
      await harness.number("select count(*) as n from bank_payments where reference = $1 and status = 'cancelled'", [started.OrderNumber]),
    ).toBe(1);
    expect(
      await harness.number(
        'select count(*) as n from stock_moves m join orders o on o.id = m.order_id where o.number = $1 and m.delta = 1',
        [started.OrderNumber],
      ),
    ).toBe(1);
  }, 60_000);

  it('leaves no card number in any table or in the server log, after every test card once', async () => {
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const outcomes: string[] = [];
    for (const [i, card] of Object.values(CARDS).entries()) {
      const pick = own(70 + i);
      const client = await guest(pick, place);
      let answer = await client.post<CheckoutResult>(CHECKOUT_API.checkout, body(await guestTotal(client), card));
      // The campaign card's discount changes the total: confirmed by paying the new one.
      const changed = answer.body.Result as { ActualAmount?: number } | undefined;
      if (changed?.ActualAmount) answer = await client.post<CheckoutResult>(CHECKOUT_API.checkout, body(changed.ActualAmount, card));
      const result = answer.body.Result as CheckoutResult;
      if (result.IsAsyncPayment) outcomes.push(threeDMessageOf(await finishThreeD(client, result.RedirectUrl!, 'verify')).message!.status);
      else outcomes.push(String(answer.body.Exception?.ErrorCode ?? 'paid'));
    }
    expect(outcomes.sort()).toEqual(['PAYMENT_FAILED', 'PAYMENT_FAILED', 'approved', 'paid', 'paid']);
    const run = await pgRunner(harness.databaseUrl);
    try {
      expect(await scanForCards(withoutTokens(run))).toEqual([]);
    } finally {
      await run.end();
    }
    expect(cardNumbersIn(harness.server.output())).toEqual([]);
    // Blanking tokens never hides a card number stored beside one.
    const fake: QueryRunner = async (text) =>
      text.includes('information_schema')
        ? [{ table_name: 't', column_name: 'c' }]
        : [{ v: `{"h":"${'ab12'.repeat(16)}","CardNo":"${CARDS.approves}"}` }];
    expect(await scanForCards(withoutTokens(fake))).toHaveLength(1);
  });
});
