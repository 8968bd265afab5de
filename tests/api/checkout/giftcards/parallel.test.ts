import { describe, expect, it } from 'vitest';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import { bagFingerprint } from '../../../../src/lib/checkout/payments/split';
import { ApiClient } from '../../../support/api-client';
import {
  balanceMatchingLedger,
  checkoutBurst,
  guestCheckoutBody,
  guestTotal,
  issueStoredCard,
  raceGuest,
  raceServer,
  stockOf,
} from '../../../support/parallel';
import { CARDS, own, placeIn } from '../../orders/records/helpers';
import { PIN } from './helpers';

// Twenty checkouts at once spending one gift card, and one return-balance card, on PostgreSQL
// (PGlite runs one query at a time): the card pays what it can afford, exactly that many orders
// go through, the others fail with the balance reason and give their stock back, the balance
// never goes below zero and always equals its ledger. Shoppers are verified guests written straight
// into the database (tests/support/parallel.ts); each applies the gift card through the
// real balance and use calls. The return card is for members behind a phone code, so its
// sessions carry it already applied (the spend at checkout is what is raced).

const harness = raceServer();
/** A verified guest with one piece of the pick in a fresh cart and any extra session data. */
const guest = (pick: ReturnType<typeof own>, place: Record<string, number>, extra: Record<string, unknown> = {}) =>
  raceGuest(harness, { variantId: pick.variant.id, productId: pick.product.id }, place, extra);

const issue = (kind: 'gift_card' | 'imf_card', balance: number) => issueStoredCard(harness, kind, balance);

/** Runs the 20 checkouts at once and checks the card, the orders and the stock afterwards. */
async function race(
  kind: 'gift_card' | 'imf_card',
  n: number,
  prepare: (
    place: Record<string, number>,
    pick: ReturnType<typeof own>,
  ) => Promise<{ shoppers: ApiClient[]; card: { id: number }; share: number }>,
) {
  const pick = own(n);
  const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
  const stockBefore = await stockOf(harness, pick.variant.id);
  const { shoppers, card, share } = await prepare(place, pick);
  const total = await guestTotal(shoppers[0]!);
  const { answers, outcomes: codes } = await checkoutBurst(
    shoppers.map((client) => ({ client, body: guestCheckoutBody(total, CARDS.approves) })),
  );
  expect(codes.filter((c) => c === 'paid')).toHaveLength(7);
  // The order failed (PAYMENT_FAILED), for the card's balance: the reason the shopper reads.
  expect(codes.filter((c) => c !== 'paid')).toEqual(Array(13).fill('PAYMENT_FAILED'));
  for (const failed of answers.filter((a) => !a.body.Success)) {
    expect(JSON.stringify(failed.body), 'the balance reason').toContain('Kartınızın limiti ya da bakiyesi bu tutar için yeterli değil.');
  }
  const balance = await balanceMatchingLedger(harness, card.id, {
    balance: 'select balance as n from stored_cards where id = $1',
    ledger: 'select coalesce(sum(amount), 0) as n from stored_card_ledger where card_id = $1',
    table: 'stored_cards',
  });
  expect(balance).toBe(share - 1);
  // Every paid order kept the card's share as its own payment row; the failed ones gave theirs back.
  expect(
    await harness.number(
      "select count(*) as n from order_payments p join orders o on o.id = p.order_id where p.instrument = $1 and o.status = 'received' and p.amount = $2",
      [kind, share],
    ),
  ).toBe(7);
  expect(await stockOf(harness, pick.variant.id)).toBe(stockBefore - 7);
}

describe('spending one stored-value card from 20 checkouts at once on PostgreSQL', () => {
  it('a gift card affording 7 orders: 7 paid, 13 refused for the balance with their stock back, the balance equal to its ledger', async () => {
    await race('gift_card', 90, async (place, pick) => {
      const probe = await guest(pick, place);
      const share = Math.floor((await guestTotal(probe)) / 2);
      const card = await issue('gift_card', 7 * share + share - 1);
      const shoppers: ApiClient[] = [];
      for (let i = 0; i < 20; i++) {
        const client = await guest(pick, place);
        expect((await client.post(GIFT_CARD_API.balance, { GiftCardNo: card.number, GiftPin: PIN })).status).toBe(200);
        const used = await client.post(GIFT_CARD_API.use, { amount: share });
        expect(used.status, JSON.stringify(used.body)).toBe(200);
        shoppers.push(client);
      }
      return { shoppers, card, share };
    });
  }, 120_000);

  it('a return-balance card affording 7 orders: the same', async () => {
    await race('imf_card', 91, async (place, pick) => {
      const probe = await guest(pick, place);
      const share = Math.floor((await guestTotal(probe)) / 2);
      const card = await issue('imf_card', 7 * share + share - 1);
      // Applied to the bag each guest holds (one piece of the pick), as the use call records it.
      const bag = bagFingerprint([{ variantId: pick.variant.id, quantity: 1, isGift: false }]);
      const tenders = [{ kind: 'imf_card', token: `sv_${card.id}`, label: `**** **** **** ${card.number.slice(-4)}`, amount: share, bag }];
      const shoppers: ApiClient[] = [];
      for (let i = 0; i < 20; i++) shoppers.push(await guest(pick, place, { tenders }));
      return { shoppers, card, share };
    });
  }, 120_000);
});
