import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { type PaymentSplit, TENDER_API } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { marketplacePiece, ownPiece } from '../steps/helpers';
import { cartTotal, checkout, checkoutBody, member } from '../../orders/records/helpers';

// The payment split (how a bag is paid with the stored-value instruments and what is left for the
// rail) and the checks of what pays the rest: the card or the wallet's card must be there.

const split = async (client: ApiClient) => (await client.get<PaymentSplit>(TENDER_API.split)).body.Result!;

describe('the payment split', () => {
  it('answers an empty bag with nothing to pay and every instrument closed', async () => {
    const client = new ApiClient();
    expect(await split(client)).toMatchObject({
      Total: 0,
      Rest: 0,
      Tenders: [],
      IsGiftCardVisible: false,
      IsIMFCardVisible: false,
      IsOneCardVisible: false,
      IsCoinsVisible: false,
    });
  });

  it('leaves the whole total to the card, and closes the cards to partner-sold pieces', async () => {
    const shopper = await member([{ pick: ownPiece(3) }, { pick: marketplacePiece(1) }]);
    const total = await cartTotal(shopper.client);
    const answer = await split(shopper.client);
    expect(answer).toMatchObject({ Total: total, Rest: total, Tenders: [], IsGiftCardVisible: true, IsCoinsVisible: true });
    // The marketplace piece's price is out of every card instrument's reach, not out of the coins'.
    const { body } = await shopper.client.get<{ ShippingFee: number }>(`${CART_API.summary}?isPickup=false`);
    expect(answer.Caps.imf_card).toBeGreaterThan(0);
    expect(answer.Caps.imf_card).toBeLessThan(total);
    expect(answer.Caps.coins).toBe(total - body.Result!.ShippingFee);

    const onlyPartner = await member([{ pick: marketplacePiece(2) }]);
    const partner = await split(onlyPartner.client);
    expect(partner).toMatchObject({ IsGiftCardVisible: false, IsIMFCardVisible: false, IsOneCardVisible: false, IsCoinsVisible: true });
    expect(partner.Caps).toMatchObject({ gift_card: 0, imf_card: 0, loyalty: 0 });
  });

  it('refuses a checkout whose rest has no card to pay it, and a wallet payment without a saved card', async () => {
    const shopper = await member([{ pick: ownPiece(4) }]);
    const total = await cartTotal(shopper.client);
    const noCard = await checkout(shopper.client, { ...checkoutBody(shopper.addressId, total), CreditCard: null });
    expect(noCard.status).toBe(400);
    expect(noCard.body.Exception?.ErrorCode).toBe('PAYMENT_METHOD_MISSING');
    const wallet = await checkout(shopper.client, {
      ...checkoutBody(shopper.addressId, total, undefined, { OrderInfo: { PaymentMethodCode: 'masterpass' } }),
      CreditCard: null,
    });
    expect(wallet.status).toBe(400);
    expect(wallet.body.Exception?.ErrorCode).toBe('PAYMENT_METHOD_MISSING');
    const unknown = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, total, undefined, { OrderInfo: { PaymentMethodCode: 'cash' } }),
    );
    expect(unknown.status).toBe(400);
    // Nothing was reserved: the bag can still be paid in full.
    const paid = await checkout(shopper.client, checkoutBody(shopper.addressId, total));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });
});
