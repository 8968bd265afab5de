import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import { ApiClient } from '../../../support/api-client';
import { add, plenty, variantWhere } from '../../bag/cart/helpers';
import { CARDS, cartLines, cartTotal, checkout, checkoutBody, member, own, saveAddress } from './helpers';

// Shopping-journey 5's rules as the checkout call applies them: each refusal is a 4xx that takes
// no stock and places no order (the cart's stock reads the same after every one of them).

describe('the checkout call refuses', () => {
  it('a card number of the wrong length, brand or check digit, a bad security code, long notes and unaccepted agreements with 400', async () => {
    const shopper = await member([{ pick: plenty(150) }]);
    const total = await cartTotal(shopper.client);
    const before = await cartLines(shopper.client);
    const cases: [Record<string, unknown>, string][] = [
      [{ CreditCard: { CardNo: '378282246310005' + '5' } }, 'CreditCard.CardNo'], // 34/37 must be 15 digits
      [{ CreditCard: { CardNo: '540036000000000' } }, 'CreditCard.CardNo'], // others must be 16
      [{ CreditCard: { CardNo: '9999999999999995' } }, 'CreditCard.CardNo'], // no brand, Luhn-valid
      [{ CreditCard: { CardNo: '5400360000000004' } }, 'CreditCard.CardNo'], // Luhn
      [{ CreditCard: { SecureCode: '12' } }, 'CreditCard.SecureCode'],
      [{ CreditCard: { SecureCode: '12a' } }, 'CreditCard.SecureCode'],
      [{ CreditCard: { CardName: '' } }, 'CreditCard.CardName'],
      [{ CreditCard: { ExpMonth: 13 } }, 'CreditCard.ExpMonth'],
      [{ OrderInfo: { OrderNote: 'x'.repeat(1001) } }, 'OrderInfo.OrderNote'],
      [{ OrderInfo: { GiftNote: 'x'.repeat(1001) } }, 'OrderInfo.GiftNote'],
      [{ OrderInfo: { AddressDescription: 'x'.repeat(1001) } }, 'OrderInfo.AddressDescription'],
      [{ AgreementsAccepted: false }, 'AgreementsAccepted'],
    ];
    for (const [override, field] of cases) {
      const answer = await checkout(shopper.client, checkoutBody(shopper.addressId, total, CARDS.approves, override));
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.Exception?.FieldErrors ?? {}), field).toContain(field);
    }
    // A 15-digit American Express number and notes of exactly 1000 characters pass the form rules
    // (the bank then refuses the unknown BIN: no order).
    const amex = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, total, '378282246310005', {
        CreditCard: { SecureCode: '1234' },
        OrderInfo: { OrderNote: 'x'.repeat(1000) },
      }),
    );
    expect(amex.body.Exception?.ErrorCode).toBe('INVALID_BIN');
    expect(await cartLines(shopper.client)).toEqual(before);
  });

  it('an expired card, an instalment count the cart does not allow, and an empty cart', async () => {
    const shopper = await member([{ pick: plenty(151) }]);
    const total = await cartTotal(shopper.client);
    const expired = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, total, CARDS.approves, { CreditCard: { ExpMonth: 1, ExpYear: 2020 } }),
    );
    expect(expired.body.Exception?.ErrorCode).toBe('CARD_EXPIRED');
    // The card's bank (Garanti) offers 2, 3, 6, 9 and 12 instalments: never 5.
    const five = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, total, CARDS.approves, { CreditCard: { InstallmentCount: 5 } }),
    );
    expect(five.body.Exception?.ErrorCode).toBe('INVALID_INSTALLMENT');
    const { client, addressId } = await member([]);
    const empty = await checkout(client, checkoutBody(addressId, 10_000));
    expect(empty.body.Exception?.ErrorCode).toBe('CART_EMPTY');
  });

  it('a passive city, a missing address, and pickup rules (no store, unknown store, marketplace items)', async () => {
    const shopper = await member([{ pick: own(40) }]);
    const total = await cartTotal(shopper.client);
    const hakkari = await saveAddress(shopper.client, 'Hakkari');
    const passive = await checkout(shopper.client, checkoutBody(hakkari, total));
    expect(passive.status).toBe(409);
    expect(passive.body.Exception?.ErrorCode).toBe('PASSIVE_CITY');
    expect(passive.body.Message).toContain('Hakkari');
    const none = await checkout(shopper.client, checkoutBody(0, total));
    expect(none.body.Exception?.ErrorCode).toBe('SHIPPING_ADDRESS_REQUIRED');
    const pickupTotal = await cartTotal(shopper.client, true);
    const noStore = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, pickupTotal, CARDS.approves, { OrderInfo: { isPickup: true } }),
    );
    expect(noStore.body.Exception?.ErrorCode).toBe('PICKUP_LOCATION_REQUIRED');
    const unknown = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, pickupTotal, CARDS.approves, { OrderInfo: { isPickup: true, pickupLocationId: 99_999 } }),
    );
    expect(unknown.body.Exception?.ErrorCode).toBe('PICKUP_LOCATION_NOT_FOUND');
    await add(
      shopper.client,
      variantWhere((pick) => pick.product.sellerId > 1 && pick.product.purchaseLimit == null && pick.variant.stock >= 5, 3),
    );
    const marketplace = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, await cartTotal(shopper.client, true), CARDS.approves, {
        OrderInfo: { isPickup: true, pickupLocationId: 1 },
      }),
    );
    expect(marketplace.body.Exception?.ErrorCode).toBe('PICKUP_NOT_AVAILABLE');
  });

  it('a guest who has not entered or verified a contact', async () => {
    const guest = new ApiClient();
    await add(guest, plenty(153));
    const answer = await checkout(guest, { ...checkoutBody(0, await cartTotal(guest)), IsGuestCheckout: true });
    expect(answer.status).toBe(400);
    expect(answer.body.Exception?.ErrorCode).toBe('GUEST_CONTACT_REQUIRED');
  });

  it('a call without the verification header with 403', async () => {
    const shopper = await member([{ pick: plenty(154) }]);
    const answer = await shopper.client.post(CHECKOUT_API.checkout, checkoutBody(shopper.addressId, 1), { token: false });
    expect(answer.status).toBe(403);
  });
});
