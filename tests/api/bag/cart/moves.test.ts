import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
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

  it('keeps the free promotion product while a line of its main product is left; removed alone, it leaves the main line', async () => {
    const { main, promotion } = promotionPair();
    const other = variantWhere((pick) => pick.product.id === main.product.id && pick.variant.stock > 0, 1);
    const remove = async (client: ApiClient, pick: typeof main) =>
      (await client.send<{ cartItemCount: number }>('DELETE', `${CART_API.item}?variantId=${pick.variant.id}`)).body.Result;
    // The lines as [variant, quantity], by variant.
    const shape = async (client: ApiClient) => (await lines(client)).map((l) => [l.VariantId, l.Quantity]).sort((a, b) => a[0]! - b[0]!);
    const client = new ApiClient();
    expect(await add(client, main, 1)).toBe(2);
    expect(await add(client, other, 1)).toBe(3);
    expect(await remove(client, main)).toEqual({ cartItemCount: 2 });
    expect(await shape(client)).toEqual(
      [
        [other.variant.id, 1],
        [promotion.variant.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await remove(client, other)).toEqual({ cartItemCount: 0 });
    expect(await shape(client)).toEqual([]);
    const alone = new ApiClient();
    expect(await add(alone, main, 2)).toBe(3);
    expect(await remove(alone, promotion)).toEqual({ cartItemCount: 2 });
    expect(await shape(alone)).toEqual([[main.variant.id, 2]]);
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

type QuantityAnswer = { OldQuantity: number; Quantity: number; cartItemCount: number };

describe('change quantity', () => {
  it('changes a line and answers old and new quantity with the count', async () => {
    const client = new ApiClient();
    const pick = plenty(5);
    await add(client, pick, 1);
    const answer = await client.send<QuantityAnswer>('PUT', CART_API.quantity, { variantId: pick.variant.id, quantity: 4 });
    expect(answer.body.Result).toEqual({ OldQuantity: 1, Quantity: 4, cartItemCount: 4 });
  });

  it.each([
    [
      'NOT_ENOUGH_STOCK',
      () => variantWhere(({ product, variant }) => product.purchaseLimit == null && variant.stock > 1 && variant.stock < 4, 1),
      (p: { variant: { stock: number } }) => p.variant.stock + 1,
    ],
    [
      'PURCHASE_LIMIT_EXCEEDED',
      () => variantWhere(({ product, variant }) => product.purchaseLimit === 2 && variant.stock >= 5, 0),
      () => 3,
    ],
    ['MAX_ITEMS_PER_CART', () => plenty(6), () => 31],
  ] as const)('refuses %s with Result { OldQuantity } and changes nothing', async (code, pickOf, wanted) => {
    const client = new ApiClient();
    const pick = pickOf();
    await add(client, pick, 1);
    const answer = await client.send<{ OldQuantity: number }>('PUT', CART_API.quantity, {
      variantId: pick.variant.id,
      quantity: wanted(pick),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.Exception?.ErrorCode).toBe(code);
    expect(answer.body.Result).toMatchObject({ OldQuantity: 1 });
    expect(await lines(client)).toMatchObject([{ VariantId: pick.variant.id, Quantity: 1 }]);
  });

  it('answers CART_ITEM_NOT_FOUND for a variant not in the cart', async () => {
    const client = new ApiClient();
    await add(client, plenty(7), 1);
    const answer = await client.send('PUT', CART_API.quantity, { variantId: plenty(8).variant.id, quantity: 2 });
    expect(answer.status).toBe(404);
    expect(answer.body.Exception?.ErrorCode).toBe('CART_ITEM_NOT_FOUND');
  });

  it('updates several lines all or nothing', async () => {
    const client = new ApiClient();
    const [a, b] = [plenty(9), plenty(10)];
    await add(client, a, 1);
    await add(client, b, 1);
    const refused = await client.send('PUT', CART_API.updateItems, {
      Items: [
        { variantId: a.variant.id, quantity: 3 },
        { variantId: b.variant.id, quantity: b.variant.stock + 1 },
      ],
    });
    expect(refused.body.Exception?.ErrorCode).toBe('NOT_ENOUGH_STOCK');
    expect(refused.body.Result).toMatchObject({ VariantId: b.variant.id, OldQuantity: 1 });
    expect((await lines(client)).map((l) => l.Quantity)).toEqual([1, 1]);
    const done = await client.send<{ cartItemCount: number }>('PUT', CART_API.updateItems, {
      Items: [
        { variantId: a.variant.id, quantity: 3 },
        { variantId: b.variant.id, quantity: 2 },
      ],
    });
    expect(done.body.Result!.cartItemCount).toBe(5);
  });

  it('refuses a quantity over stock that fell since the line was added (the line notes it)', async () => {
    const client = new ApiClient();
    const pick = variantWhere(({ product, variant }) => product.purchaseLimit == null && variant.stock === 1);
    await add(client, pick, 1);
    const answer = await client.send('PUT', CART_API.quantity, { variantId: pick.variant.id, quantity: 2 });
    expect(answer.body.Exception?.ErrorCode).toBe('NOT_ENOUGH_STOCK');
  });
});

describe('remove', () => {
  it('removes a line, answers the count, and 404s when the line is absent', async () => {
    const client = new ApiClient();
    const [a, b] = [plenty(11), plenty(12)];
    await add(client, a, 2);
    await add(client, b, 1);
    const removed = await client.send<{ cartItemCount: number }>('DELETE', `${CART_API.item}?variantId=${a.variant.id}`);
    expect(removed.body.Result).toEqual({ cartItemCount: 1 });
    const again = await client.send('DELETE', `${CART_API.item}?variantId=${a.variant.id}`);
    expect(again.status).toBe(404);
    expect(again.body.Exception?.ErrorCode).toBe('CART_ITEM_NOT_FOUND');
  });

  it('answers CART_ITEM_NOT_FOUND for a visitor without a cart, creating none', async () => {
    const client = new ApiClient();
    const answer = await client.send('DELETE', `${CART_API.item}?variantId=1`);
    expect(answer.body.Exception?.ErrorCode).toBe('CART_ITEM_NOT_FOUND');
    expect(await count(client)).toBe(0);
  });
});

describe('another session', () => {
  it('cannot see or change the cart', async () => {
    const owner = new ApiClient();
    const other = new ApiClient();
    const pick = plenty(13);
    await add(owner, pick, 2);
    expect(await lines(other)).toEqual([]);
    expect(await count(other)).toBe(0);
    expect((await other.send('PUT', CART_API.quantity, { variantId: pick.variant.id, quantity: 1 })).status).toBe(404);
    expect((await other.send('DELETE', `${CART_API.item}?variantId=${pick.variant.id}`)).status).toBe(404);
    expect((await other.send('PUT', CART_API.gift, { variantId: pick.variant.id, isGift: true })).status).toBe(404);
    expect(await lines(owner)).toMatchObject([{ VariantId: pick.variant.id, Quantity: 2, IsGift: false }]);
  });
});
