import { describe, expect, it } from 'vitest';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { checkoutBurst, guestCheckoutBody, guestTotal, issueStoredCard, raceGuest, raceServer } from '../../../support/parallel';
import { chargedMatchesOffer } from '../../checkout/payments/card-share';
import { CARDS, own, placeIn } from '../records/helpers';

// Placing orders on PostgreSQL, on a server and database of the file's own (tests/support/parallel.ts):
// submissions of one idempotency key racing the first to the end, and a gift card of the file's
// own spent with a card in instalments (the shared server's demo cards keep their balances).

const harness = raceServer();
const guest = async (n: number, quantity = 1) => {
  const pick = own(n);
  const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
  return raceGuest(harness, { variantId: pick.variant.id, productId: pick.product.id, quantity }, place);
};

describe('placing an order on PostgreSQL', () => {
  it('a submission of the same key that finds the cart already emptied by the first answers the first order, never CART_EMPTY', async () => {
    // Each guest's first submission runs to the end (approved directly, cart emptied) while copies
    // of it keep arriving: a copy that looked the key up before the first committed then finds the cart empty.
    // Five guests at once, each with 40 copies spread over 300 ms, keep the pool busy so a copy's
    // queries wait behind the others' while a first submission runs to its end.
    const rounds = await Promise.all(
      [0, 1, 2, 3, 4].map(async (round) => {
        const client = await guest(400 + round, 1);
        return { client, same: guestCheckoutBody(await guestTotal(client), CARDS.approves) };
      }),
    );
    const bursts = await Promise.all(
      rounds.flatMap(({ client, same }) =>
        Array.from({ length: 40 }, (_, i) =>
          new Promise<void>((resolve) => setTimeout(resolve, (i * 300) / 40)).then(() => checkoutBurst([{ client, body: same }])),
        ),
      ),
    );
    const outcomes = bursts.flatMap((burst) => burst.outcomes);
    expect(outcomes.filter((outcome) => outcome !== 'paid')).toEqual([]);
    for (const { same } of rounds) {
      expect(await harness.number('select count(*) as n from orders where idempotency_key = $1', [same.IdempotencyKey])).toBe(1);
    }
  }, 120_000);

  it('gift card + card: each plan is priced on the rest, which is what the card is charged', async () => {
    const client = await guest(410, 2);
    const card = await issueStoredCard(harness, 'gift_card', 100_000);
    expect((await client.post(GIFT_CARD_API.balance, { GiftCardNo: card.number, GiftPin: '1234' })).status).toBe(200);
    const used = await client.post<{ Split: PaymentSplit }>(GIFT_CARD_API.use, { amount: 25_000 });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const split = used.body.Result!.Split;
    expect(split.Tenders).toEqual([expect.objectContaining({ Kind: 'gift_card', Amount: 25_000 })]);
    const body = {
      ...guestCheckoutBody(split.Total, CARDS.approves),
      CreditCard: { ...guestCheckoutBody(0, CARDS.approves).CreditCard, InstallmentCount: 3 },
    };
    const order = await chargedMatchesOffer({ client }, split, body);
    expect(order.Payments).toEqual(expect.arrayContaining([expect.objectContaining({ Instrument: 'gift_card', Amount: 25_000 })]));
    expect(await harness.number('select balance as n from stored_cards where id = $1', [card.id])).toBe(75_000);
  }, 60_000);
});
