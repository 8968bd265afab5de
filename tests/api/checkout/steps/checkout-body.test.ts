import { describe, expect, it } from 'vitest';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import { TENDER_API, type PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { cartTotal, checkout, checkoutBody, member } from '../../orders/records/helpers';
import { cardBody, freeCard, pricey } from '../onecard/helpers';

// The checkout body's LoyaltyCard, GiftCard, Masterpass3dValues and IsWorldPayShoppingCreditActive
// (docs/behaviour/checkout.md#placing-the-order): the session's instruments are the truth; a body
// saying otherwise is refused and spends nothing, one that agrees places the order.

describe('the checkout body’s instruments', () => {
  it('refuses a body that disagrees with the session’s points or gift card, or claims 3-D values or shopping credit; places one that agrees', async () => {
    const shopper = await member([{ pick: pricey(3) }]);
    const { client, addressId } = shopper;
    expect((await client.post(ONECARD_API.balance, cardBody(freeCard(13)))).status).toBe(200);
    expect((await client.post(ONECARD_API.use, { Point: 100, PrioritySelection: 1 })).status).toBe(200);
    const split = async () => (await client.get<PaymentSplit>(TENDER_API.split)).body.Result!;
    const before = await split();
    const points = before.Tenders.find((line) => line.Kind === 'loyalty')!.Amount;
    expect(points).toBe(10_000);
    const total = await cartTotal(client);

    for (const claim of [
      { LoyaltyCard: { Amount: 500_000 } },
      { LoyaltyCard: null },
      { LoyaltyCard: { Amount: points }, GiftCard: { Amount: 1_000 } },
    ]) {
      const refused = await checkout(client, checkoutBody(addressId, total, undefined, claim));
      expect([refused.status, refused.body.Exception?.ErrorCode], JSON.stringify(claim)).toEqual([409, 'TENDERS_CHANGED']);
    }
    for (const claim of [{ Masterpass3dValues: { Token: 'forged' } }, { IsWorldPayShoppingCreditActive: true }]) {
      const refused = await checkout(client, checkoutBody(addressId, total, undefined, { LoyaltyCard: { Amount: points }, ...claim }));
      expect(refused.status, JSON.stringify(claim)).toBe(400);
    }
    // Nothing was spent or dropped by the refusals.
    expect(await split()).toEqual(before);

    const placed = await checkout(client, checkoutBody(addressId, total, undefined, { LoyaltyCard: { Amount: points }, GiftCard: null }));
    expect(placed.body.Result?.IsSucceed, JSON.stringify(placed.body)).toBe(true);
  });
});
