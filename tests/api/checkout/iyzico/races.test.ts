import { afterAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import { ApiClient } from '../../../support/api-client';
import { startFakeIyzico } from '../../../support/fake-iyzico';
import { checkoutBurst, guestCheckoutBody, guestTotal, issueStoredCard, raceGuest, raceServer, stockOf } from '../../../support/parallel';
import { PIN } from '../giftcards/helpers';
import { own, placeIn } from '../../orders/records/helpers';

// The sandbox bank's races (orders/records/parallel.test.ts, orders/records/one-bag.test.ts,
// checkout/giftcards/parallel.test.ts) with cards paid through iyzico, on PostgreSQL, where races
// show: the last units, one key submitted twenty times, one bag checked out with a key per call,
// and one gift card spent from twenty checkouts. What iyzico charged is read from the fake's own
// record, so a second charge anywhere would show. (The coupon limit is held when a coupon is
// applied, before any provider is asked: bag/coupons/race.test.ts holds it whatever pays.)

const fake = await startFakeIyzico();
const harness = raceServer(fake.env);
afterAll(() => fake.close());

/** iyzico's Garanti test card, approved without 3-D. */
const APPROVES = '5400360000000003';
const body = (total: number, key?: string) => guestCheckoutBody(total, APPROVES, key);
const guest = (pick: ReturnType<typeof own>, place: Record<string, number>, extra: Record<string, unknown> = {}) =>
  raceGuest(harness, { variantId: pick.variant.id, productId: pick.product.id }, place, extra);
/** The successful charges iyzico made for order numbers (conversations) not counted before. */
const chargesSince = (before: number) => fake.payments.slice(before).filter((p) => p.status === 'SUCCESS');

describe('iyzico under parallel checkouts on PostgreSQL', () => {
  it('20 shoppers for the last 5 units: exactly 5 orders and 5 charges, stock 0, the ledger matching', async () => {
    const pick = own(70);
    await harness.sql.query('update variants set stock = 5 where id = $1', [pick.variant.id]);
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const shoppers: ApiClient[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await guest(pick, place));
    const total = await guestTotal(shoppers[0]!);
    const before = fake.payments.length;
    const { outcomes } = await checkoutBurst(shoppers.map((client) => ({ client, body: body(total) })));
    expect(outcomes.filter((c) => c === 'paid')).toHaveLength(5);
    expect(outcomes.filter((c) => c === 'OUT_OF_STOCK' || c === 'NOT_ENOUGH_STOCK')).toHaveLength(15);
    expect(chargesSince(before)).toHaveLength(5);
    expect(await stockOf(harness, pick.variant.id)).toBe(0);
    expect(await harness.number('select coalesce(sum(delta), 0) as n from stock_moves where variant_id = $1', [pick.variant.id])).toBe(-5);
  }, 120_000);

  it('20 submissions of one key: one order, one charge at iyzico, the same answer to each', async () => {
    const pick = own(71);
    const client = await guest(pick, await placeIn(new ApiClient(harness.server.url), 'İstanbul'));
    const same = body(await guestTotal(client));
    const before = fake.payments.length;
    const { answers } = await checkoutBurst(Array.from({ length: 20 }, () => ({ client, body: same })));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.Result?.IsSucceed).toBe(true);
    const number = answers[0]!.body.Result!.OrderNumber!;
    expect(await harness.number('select count(*) as n from orders where idempotency_key = $1', [same.IdempotencyKey])).toBe(1);
    expect(fake.paymentsOf(number)).toHaveLength(1);
    expect(chargesSince(before)).toHaveLength(1);
  }, 60_000);

  it('one bag checked out by 12 calls with keys of their own: one order, one charge, one unit of stock', async () => {
    const pick = own(72);
    const client = await guest(pick, await placeIn(new ApiClient(harness.server.url), 'İstanbul'));
    const stockBefore = await stockOf(harness, pick.variant.id);
    const total = await guestTotal(client);
    const before = fake.payments.length;
    const { outcomes } = await checkoutBurst(Array.from({ length: 12 }, () => ({ client, body: body(total) })));
    expect(
      outcomes.filter((c) => c === 'paid'),
      outcomes.join(),
    ).toHaveLength(1);
    for (const code of outcomes.filter((c) => c !== 'paid')) expect(['CHECKOUT_IN_PROGRESS', 'CART_EMPTY']).toContain(code);
    expect(chargesSince(before)).toHaveLength(1);
    expect(await stockOf(harness, pick.variant.id)).toBe(stockBefore - 1);
  }, 60_000);

  it('a gift card affording 7 orders from 20 checkouts: 7 paid and charged the rest, 13 refused and never charged, the balance its ledger', async () => {
    const pick = own(73);
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const share = Math.floor((await guestTotal(await guest(pick, place))) / 2);
    const card = await issueStoredCard(harness, 'gift_card', 7 * share + share - 1);
    const shoppers: ApiClient[] = [];
    for (let i = 0; i < 20; i++) {
      const client = await guest(pick, place);
      expect((await client.post(GIFT_CARD_API.balance, { GiftCardNo: card.number, GiftPin: PIN })).status).toBe(200);
      expect((await client.post(GIFT_CARD_API.use, { amount: share })).status).toBe(200);
      shoppers.push(client);
    }
    const total = await guestTotal(shoppers[0]!);
    const before = fake.payments.length;
    const { outcomes } = await checkoutBurst(shoppers.map((client) => ({ client, body: body(total) })));
    expect(outcomes.filter((c) => c === 'paid')).toHaveLength(7);
    expect(outcomes.filter((c) => c !== 'paid')).toEqual(Array(13).fill('PAYMENT_FAILED'));
    // Refused for the balance before the card was asked: iyzico charged the 7, each the rest.
    const charges = chargesSince(before);
    expect(charges).toHaveLength(7);
    for (const charge of charges) expect(charge.price).toBe(total - share);
    const balance = await harness.number('select balance as n from stored_cards where id = $1', [card.id]);
    expect(await harness.number('select coalesce(sum(amount), 0) as n from stored_card_ledger where card_id = $1', [card.id])).toBe(
      balance,
    );
    expect(balance).toBe(share - 1);
  }, 120_000);
});
