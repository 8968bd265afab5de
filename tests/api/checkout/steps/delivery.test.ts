import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { CHECKOUT_API, type CheckoutInit } from '../../../../src/lib/checkout/steps/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { delivery, ownPiece, saveAddress } from './helpers';

const HAKKARI = 30;

describe('checkout initialisation', () => {
  it('answers CART_EMPTY for an empty cart, and the flags and kept choice otherwise', async () => {
    const client = new ApiClient();
    const empty = await client.get(`${CHECKOUT_API.initialize}?isGuestCheckout=True`);
    expect(empty.body.Exception?.ErrorCode).toBe('CART_EMPTY');
    await add(client, ownPiece(50));
    const init = await client.get<CheckoutInit>(`${CHECKOUT_API.initialize}?isGuestCheckout=True`);
    expect(init.status).toBe(200);
    expect(init.body.Result).toMatchObject({
      isLogin: false,
      cellphone: null,
      customerId: null,
      masterpass: null,
      HasAnyGiftItem: false,
      IsNeighborhoodEnabled: true,
      reCalculateAutoCampaignsOnCheckout: false,
      IsGuestCheckout: true,
      Guest: null,
    });
    expect(init.body.Result!.Delivery).toMatchObject({ IsUseShippingInfoAsBillingInfo: true, isPickup: false, ShippingAddressID: 0 });
    expect((await client.get(`${CHECKOUT_API.initialize}?isGuestCheckout=maybe`)).status).toBe(400);
  });

  it("gives a member's phone and id", async () => {
    const { client, form } = await registerCustomer();
    await add(client, ownPiece(51));
    const init = (await client.get<CheckoutInit>(CHECKOUT_API.initialize)).body.Result!;
    expect(init).toMatchObject({ isLogin: true, cellphone: form.CellPhone, IsGuestCheckout: false });
    expect(init.customerId).toBeGreaterThan(0);
    // The card wallet's block: the member's wallet user and the bag's amount; its tokens come from the tab.
    const summary = (await client.get<{ TotalAmountToBePaid: number }>(CART_API.summary)).body.Result!;
    expect(init.masterpass).toEqual({
      userId: `90${form.CellPhone}`,
      msisdn: form.CellPhone,
      token: null,
      referenceNo: null,
      isCraftgateMasterpassActive: true,
      masterpassAmount: summary.TotalAmountToBePaid,
    });
  });
});

describe('the delivery page', () => {
  it('sends a shopper with an empty bag back to the bag, and draws the step for one with pieces', async () => {
    const client = new ApiClient();
    const empty = await client.request('/checkout/address?isGuestCheckout=True');
    expect(empty.status).toBe(302);
    expect(empty.headers.get('location')).toBe('/cart');
    await add(client, ownPiece(57));
    const page = await client.request('/checkout/address?isGuestCheckout=True');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('checkout-steps');
    expect(html).toContain('noindex');
  });
});

describe('the delivery choice', () => {
  it("keeps the member's own address and answers another member's address exactly as a missing one", async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(52));
    const mine = await saveAddress(client);
    const other = await registerCustomer();
    const theirs = await saveAddress(other.client, { AddressDescription: 'İş' });

    const kept = await client.post(CHECKOUT_API.delivery, delivery({ ShippingAddressID: mine, OrderNote: 'Kapıcıya bırakabilirsiniz.' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const read = await client.get<{ ShippingAddressID: number; OrderNote: string }>(CHECKOUT_API.delivery);
    expect(read.body.Result).toMatchObject({ ShippingAddressID: mine, OrderNote: 'Kapıcıya bırakabilirsiniz.' });
    const init = (await client.get<CheckoutInit>(CHECKOUT_API.initialize)).body.Result!;
    expect(init.Delivery.ShippingAddressID).toBe(mine);

    const foreign = await client.post(CHECKOUT_API.delivery, delivery({ ShippingAddressID: theirs }));
    const missing = await client.post(CHECKOUT_API.delivery, delivery({ ShippingAddressID: 9_999_999 }));
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: missing.status, body: missing.body });
    const foreignBilling = await client.post(
      CHECKOUT_API.delivery,
      delivery({ ShippingAddressID: mine, IsUseShippingInfoAsBillingInfo: false, BillingAddressID: theirs }),
    );
    expect(foreignBilling.status).toBe(404);
  });

  it('asks for a shipping address and a billing address', async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(53));
    const mine = await saveAddress(client);
    expect((await client.post(CHECKOUT_API.delivery, delivery({}))).body.Exception?.ErrorCode).toBe('SHIPPING_ADDRESS_REQUIRED');
    const noBilling = await client.post(
      CHECKOUT_API.delivery,
      delivery({ ShippingAddressID: mine, IsUseShippingInfoAsBillingInfo: false }),
    );
    expect(noBilling.body.Exception?.ErrorCode).toBe('BILLING_ADDRESS_REQUIRED');
  });

  it('refuses delivery to a passive city with the list of such cities', async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(54));
    const far = await saveAddress(client, { AddressDescription: 'Yazlık' }, HAKKARI, 'Yüksekova');
    const answer = await client.post(CHECKOUT_API.delivery, delivery({ ShippingAddressID: far }));
    expect(answer.status).toBe(409);
    expect(answer.body.Exception?.ErrorCode).toBe('PASSIVE_CITY');
    expect(answer.body.Message).toContain('Hakkari');
  });

  it('takes notes of up to 1000 characters, and keeps a gift note only when a piece is a gift', async () => {
    const { client } = await registerCustomer();
    const piece = ownPiece(55);
    await add(client, piece);
    const mine = await saveAddress(client);
    const long = await client.post(CHECKOUT_API.delivery, delivery({ ShippingAddressID: mine, OrderNote: 'a'.repeat(1001) }));
    expect(long.status).toBe(400);
    expect(long.body.Exception?.FieldErrors?.OrderNote).toBeTruthy();
    for (const field of ['GiftNote', 'AddressDescription']) {
      const over = await client.post(CHECKOUT_API.delivery, delivery({ ShippingAddressID: mine, [field]: 'b'.repeat(1001) }));
      expect(over.body.Exception?.FieldErrors?.[field], field).toBeTruthy();
    }
    const full = 'c'.repeat(1000);
    const noGift = await client.post<{ GiftNote: string; AddressDescription: string }>(
      CHECKOUT_API.delivery,
      delivery({ ShippingAddressID: mine, GiftNote: 'İyi ki doğdun', AddressDescription: full }),
    );
    expect(noGift.body.Result).toMatchObject({ GiftNote: '', AddressDescription: full });
    await client.send('PUT', CART_API.gift, { variantId: piece.variant.id, isGift: true });
    const gift = await client.post<{ GiftNote: string }>(
      CHECKOUT_API.delivery,
      delivery({ ShippingAddressID: mine, GiftNote: 'İyi ki doğdun' }),
    );
    expect(gift.body.Result!.GiftNote).toBe('İyi ki doğdun');
  });

  it('refuses a choice for an empty cart, and a guest with no contact yet', async () => {
    const client = new ApiClient();
    expect((await client.post(CHECKOUT_API.delivery, delivery({}))).body.Exception?.ErrorCode).toBe('CART_EMPTY');
    await add(client, ownPiece(56));
    expect((await client.post(CHECKOUT_API.delivery, delivery({}))).body.Exception?.ErrorCode).toBe('GUEST_CONTACT_REQUIRED');
  });

  it("updates a member's phone through the account's verify-later change", async () => {
    const { client } = await registerCustomer();
    const bad = await client.post(CHECKOUT_API.updatePhone, { PhoneNumber: '0123' });
    expect(bad.status).toBe(400);
    const answer = await client.post(CHECKOUT_API.updatePhone, { PhoneNumber: '(555) 123 45 67' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Message).toBeTruthy();
    expect((await new ApiClient().post(CHECKOUT_API.updatePhone, { PhoneNumber: '(555) 123 45 67' })).status).toBe(401);
  });
});
