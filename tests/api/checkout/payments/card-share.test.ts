import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import { COINS_API } from '../../../../src/lib/checkout/payments/coins/api';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { add } from '../../bag/cart/helpers';
import { checked, GIFT, ownPiece } from '../giftcards/helpers';
import { codeFor, DEMO_CARD_PHONE, enter, freeCard, pricey, type UseAnswer } from '../onecard/helpers';
import { CARDS, checkout, checkoutBody, member } from '../../orders/records/helpers';
import { chargedMatchesOffer } from './card-share';

// What a card pays after the other instruments (issue 31, items 1 and 2): every instalment plan is
// priced on that amount and the order then charges exactly it; an instrument applied to one bag
// lapses when the bag's contents change, the split says so, and placing the order never spends it.

const split = async (client: ApiClient) => (await client.get<PaymentSplit>('/cop-api/checkout/payment-split')).body.Result!;
const applyGift = (client: ApiClient, amount: number) => client.post<{ Split: PaymentSplit }>(GIFT_CARD_API.use, { amount });

describe('instalment plans after the other instruments', () => {
  it('OneCard points + card: each plan is priced on the rest, which is what the card is charged', async () => {
    const shopper = await member([{ pick: pricey(31) }]);
    await enter(shopper.client, freeCard(17));
    const sent = await shopper.client.post<UseAnswer>(ONECARD_API.use, { Point: 300, PrioritySelection: 0 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const used = await shopper.client.post<UseAnswer>(ONECARD_API.use, {
      ConfirmationCode: await codeFor(shopper.client, DEMO_CARD_PHONE),
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const paid = used.body.Result!.Split;
    expect(paid.Tenders).toEqual([expect.objectContaining({ Kind: 'loyalty', Amount: 30_000 })]);
    await chargedMatchesOffer(shopper, paid);
  });

  it('coins + card: the same', async () => {
    const shopper = await member([{ pick: pricey(32) }]);
    const linked = await shopper.client.post(COINS_API.updateInfo, { AppToken: `HOPI-${randomBytes(5).toString('hex').toUpperCase()}` });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const used = await shopper.client.post<{ Split: PaymentSplit }>(COINS_API.use, { amount: 120 });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const paid = used.body.Result!.Split;
    expect(paid.Tenders).toEqual([expect.objectContaining({ Kind: 'coins', Amount: 12_000 })]);
    await chargedMatchesOffer(shopper, paid);
  });
});

describe('an instrument applied to another bag', () => {
  /** A shopper with a gift card applied to a bag of two pieces (the first twice); the split it answered. */
  async function applied(n: number, client: ApiClient = new ApiClient()) {
    await add(client, ownPiece(n), 2);
    await add(client, ownPiece(n + 1));
    await checked(client, GIFT.fiveHundred);
    const answer = await applyGift(client, 10_000);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Result!.Split).toMatchObject({
      Tenders: [expect.objectContaining({ Kind: 'gift_card', Amount: 10_000 })],
      Lapsed: [],
    });
    return client;
  }

  /** The split no longer carries the gift card and says it lapsed; applying it again brings it back and ends the notice. */
  async function lapsedThenAgain(client: ApiClient) {
    const after = await split(client);
    expect(after).toMatchObject({ Tenders: [], Rest: after.Total, Lapsed: ['gift_card'] });
    // The notice stays until the shopper acts on it, and the card does not come back by itself.
    expect(await split(client)).toMatchObject({ Tenders: [], Lapsed: ['gift_card'] });
    const again = await applyGift(client, 10_000);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.Result!.Split).toMatchObject({ Tenders: [expect.objectContaining({ Amount: 10_000 })], Lapsed: [] });
  }

  it('lapses when a piece is added', async () => {
    const client = await applied(340);
    await add(client, ownPiece(342));
    await lapsedThenAgain(client);
  });

  it('lapses when a piece is removed, and when the bag is emptied and filled again', async () => {
    const client = await applied(343);
    expect((await client.send('DELETE', `${CART_API.item}?variantId=${ownPiece(344).variant.id}`)).status).toBe(200);
    await lapsedThenAgain(client);
    for (const n of [343, 344]) await client.send('DELETE', `${CART_API.item}?variantId=${ownPiece(n).variant.id}`);
    await add(client, ownPiece(345));
    expect(await split(client)).toMatchObject({ Tenders: [], Lapsed: ['gift_card'] });
  });

  it('lapses when a quantity changes; removing the card ends the notice', async () => {
    const client = await applied(346);
    const changed = await client.send('PUT', CART_API.quantity, { variantId: ownPiece(346).variant.id, quantity: 1 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await split(client)).toMatchObject({ Tenders: [], Lapsed: ['gift_card'] });
    await client.get(GIFT_CARD_API.remove);
    expect((await split(client)).Lapsed).toEqual([]);
  });

  it('an order placed with a lapsed card is refused and spends nothing; the next attempt pays it all by card', async () => {
    for (const [lang, text] of [
      ['1', 'Sepetiniz değiştiği için'],
      ['2', 'Your bag changed'],
    ] as const) {
      const shopper = await member([]);
      shopper.client.cookies.set('LanguageId', lang);
      await applied(lang === '1' ? 348 : 350, shopper.client);
      await add(shopper.client, ownPiece(352));
      // No split is read in between: the placement itself finds the bag changed.
      const total = (await shopper.client.get<{ TotalAmountToBePaid: number }>(`${CART_API.summary}?isPickup=false`)).body.Result!
        .TotalAmountToBePaid;
      const refused = await checkout(shopper.client, checkoutBody(shopper.addressId, total));
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.Exception?.ErrorCode).toBe('INSTRUMENT_LAPSED');
      expect(refused.body.Message).toContain(text);
      expect((await checked(shopper.client, GIFT.fiveHundred)).Balance).toBe(50_000);
      expect(await split(shopper.client)).toMatchObject({ Tenders: [], Rest: total, Lapsed: ['gift_card'] });
      const paid = await checkout(shopper.client, checkoutBody(shopper.addressId, total, CARDS.approves));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const order = (
        await shopper.client.get<{ Payments: { Instrument: string; Amount: number }[] }>(
          `${CHECKOUT_API.orderReceived}?orderNumber=${paid.body.Result!.OrderNumber}`,
        )
      ).body.Result!;
      expect(order.Payments).toEqual([expect.objectContaining({ Instrument: 'credit_card', Amount: total })]);
      expect((await checked(shopper.client, GIFT.fiveHundred)).Balance).toBe(50_000);
    }
  });
});
