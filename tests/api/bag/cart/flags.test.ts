import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { add, plenty } from './helpers';

type GiftAnswer = { IsSuitableForMultipleGiftPackage: boolean; HasAnyGiftItem: boolean };
type Cart = {
  HasAnyGiftItem: boolean;
  IsSuitableForMultipleGiftPackage: boolean;
  IsMultipleGiftPackage: boolean;
  CustomerWantsToUseCampaign: boolean;
};
const cart = async (client: ApiClient) => (await client.get<Cart>(CART_API.cart)).body.Result!;

describe('gift flags', () => {
  it('marks gifts, allows separate packaging from two gift units, and refuses it before', async () => {
    const client = new ApiClient();
    const [a, b] = [plenty(30), plenty(31)];
    await add(client, a);
    await add(client, b);
    const one = await client.send<GiftAnswer>('PUT', CART_API.gift, { variantId: a.variant.id, isGift: true });
    expect(one.body.Result).toEqual({ IsSuitableForMultipleGiftPackage: false, HasAnyGiftItem: true });
    const refused = await client.post(CART_API.giftPackage, { isMultipleGiftPackage: true });
    expect(refused.status).toBe(400);
    expect(refused.body.Exception?.ErrorCode).toBe('VALIDATION_ERROR');
    expect((await cart(client)).IsMultipleGiftPackage).toBe(false);

    const two = await client.send<GiftAnswer>('PUT', CART_API.gift, { variantId: b.variant.id, isGift: true });
    expect(two.body.Result).toEqual({ IsSuitableForMultipleGiftPackage: true, HasAnyGiftItem: true });
    expect((await client.post(CART_API.giftPackage, { isMultipleGiftPackage: true })).status).toBe(200);
    expect(await cart(client)).toMatchObject({ HasAnyGiftItem: true, IsSuitableForMultipleGiftPackage: true, IsMultipleGiftPackage: true });

    const back = await client.send<GiftAnswer>('PUT', CART_API.gift, { variantId: b.variant.id, isGift: false });
    expect(back.body.Result).toEqual({ IsSuitableForMultipleGiftPackage: false, HasAnyGiftItem: true });
    expect((await cart(client)).IsMultipleGiftPackage).toBe(false);
  });

  it('refuses separate packaging for a visitor without a cart', async () => {
    expect((await new ApiClient().post(CART_API.giftPackage, { isMultipleGiftPackage: true })).status).toBe(400);
  });
});

describe('campaign preference', () => {
  it('is on by default, and keeps what the shopper sets', async () => {
    const client = new ApiClient();
    expect((await client.get(CART_API.campaignPreference)).body.Result).toEqual({ IsSucceeded: true, Data: true });
    const set = await client.send('PUT', CART_API.campaignPreference, { customerWantsToUseCampaign: false });
    expect(set.body.Result).toEqual({ IsSucceeded: true });
    expect((await client.get(CART_API.campaignPreference)).body.Result).toEqual({ IsSucceeded: true, Data: false });
    expect((await cart(client)).CustomerWantsToUseCampaign).toBe(false);
  });
});

describe('data layer', () => {
  it('answers the GA4 view_cart object: product id, size, price in TL', async () => {
    const client = new ApiClient();
    const pick = plenty(32);
    await add(client, pick, 2);
    const { body } = await client.get<{ event: string; ecommerce: { currency: string; value: number; items: Record<string, unknown>[] } }>(
      CART_API.dataLayer,
    );
    const price = pick.product.salePrice / 100;
    expect(body.Result).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'TRY',
        value: price * 2,
        items: [expect.objectContaining({ item_id: String(pick.product.id), item_variant: pick.variant.size, price, quantity: 2 })],
      },
    });
  });
});
