import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../src/lib/cart/schema';
import { ApiClient } from '../../support/api-client';
import { add, lines, plenty, promotionPair, variantWhere } from './helpers';

const count = async (client: ApiClient) => (await client.get<{ cartItemCount: number }>(CART_API.count)).body.Result!.cartItemCount;

describe('add to cart', () => {
  it('adds a variant, adds to its quantity when added again, and answers the count', async () => {
    const client = new ApiClient();
    const pick = plenty(0);
    expect(await add(client, pick, 2)).toBe(2);
    expect(await add(client, pick, 1)).toBe(3);
    expect(await lines(client)).toMatchObject([{ VariantId: pick.variant.id, Quantity: 3 }]);
    expect(await count(client)).toBe(3);
  });

  it('refuses a variant of another product with 404 and creates nothing', async () => {
    const client = new ApiClient();
    const a = plenty(1);
    const b = plenty(40);
    const answer = await client.post(CART_API.add, { productId: a.product.id, variantId: b.variant.id, quantity: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body.Exception?.ErrorCode).toBe('E104');
    expect(await count(client)).toBe(0);
  });

  it('never sells a promotion product alone, and brings it along with its main product', async () => {
    const client = new ApiClient();
    const { main, promotion } = promotionPair();
    const alone = await client.post(CART_API.add, { productId: promotion.product.id, variantId: promotion.variant.id, quantity: 1 });
    expect(alone.body.Exception?.ErrorCode).toBe('PROMOTION_ITEM_NOT_SOLD_ALONE');
    expect(await add(client, main, 1)).toBe(2);
    expect((await lines(client)).map((l) => [l.ProductId, l.Quantity])).toEqual([
      [main.product.id, 1],
      [promotion.product.id, 1],
    ]);
    // Removing the main product takes the free one with it.
    const removed = await client.send<{ cartItemCount: number }>('DELETE', `${CART_API.item}?variantId=${main.variant.id}`);
    expect(removed.body.Result!.cartItemCount).toBe(0);
  });

  it.each([
    ['OUT_OF_STOCK', () => variantWhere(({ variant }) => variant.stock === 0), 1],
    [
      'NOT_ENOUGH_STOCK',
      () => variantWhere(({ product, variant }) => product.purchaseLimit == null && variant.stock > 0 && variant.stock < 4),
      5,
    ],
    ['PURCHASE_LIMIT_EXCEEDED', () => variantWhere(({ product, variant }) => product.purchaseLimit === 1 && variant.stock >= 5), 2],
  ] as const)('refuses %s and changes nothing', async (code, pickOf, quantity) => {
    const client = new ApiClient();
    const answer = await client.post(CART_API.add, { productId: pickOf().product.id, variantId: pickOf().variant.id, quantity });
    expect(answer.status).toBe(409);
    expect(answer.body.Exception?.ErrorCode).toBe(code);
    expect(await count(client)).toBe(0);
  });

  it('refuses more than CART_MAX_ITEMS units in a cart, naming the cap', async () => {
    const client = new ApiClient();
    await add(client, plenty(2), 20);
    await add(client, plenty(3), 10);
    const answer = await client.post(CART_API.add, { productId: plenty(4).product.id, variantId: plenty(4).variant.id, quantity: 1 });
    expect(answer.body.Exception?.ErrorCode).toBe('MAX_ITEMS_PER_CART');
    expect(answer.body.Message).toContain('30');
    expect(await count(client)).toBe(30);
  });
});
