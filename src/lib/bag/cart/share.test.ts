import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@lib/catalogue/products/demo/generate';

// The read-only copy behind a share link, over the demo catalogue in an in-memory database, with the
// test clock to reach the link's expiry.
const COUNT = 60;
const { products, variants } = generateCatalogue(COUNT);
const sold = variants.filter((v) => v.stock > 5 && products[v.productId - 1]!.mainProductId == null).slice(0, 2);

describe('shared cart view', () => {
  let share: typeof import('./share.server');
  let clock: typeof import('@lib/platform/clock/clock.server');
  const session = { customerId: null, data: {} as Record<string, unknown> };

  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    process.env.TEST_CLOCK = '1';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('@lib/catalogue/products/seed.server');
    const { carts, cartLines } = await import('./tables.server');
    const database = await db();
    await writeCatalogue(database, COUNT);
    const [cart] = await database.insert(carts).values({}).returning({ id: carts.id });
    session.data.cartId = cart!.id;
    await database
      .insert(cartLines)
      .values(
        sold.map((v, i) => ({ cartId: cart!.id, variantId: v.id, productId: v.productId, quantity: i + 1, seenPrice: 1, seenStock: 1 })),
      );
    share = await import('./share.server');
    clock = await import('@lib/platform/clock/clock.server');
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  it('shows the lines shared, priced today, until the link expires', async () => {
    const { token } = await share.shareCart(session);
    expect(token).toMatch(/^[\w-]{43}$/);
    const view = await share.sharedCartView(token, 'en');
    expect(view?.Lines.map((l) => [l.VariantId, l.Quantity])).toEqual(sold.map((v, i) => [v.id, i + 1]));
    expect(view?.Lines[0]).toMatchObject({ DisplayName: products[sold[0]!.productId - 1]!.nameEn, Change: null });
    expect(view?.LinesTotal).toBe(sold.reduce((sum, v, i) => sum + products[v.productId - 1]!.salePrice * (i + 1), 0));

    expect(await share.sharedCartView(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'en')).toBeUndefined();
    expect(await share.sharedCartView('../../etc', 'en')).toBeUndefined();
    clock.advanceClock(14 * 86_400 + 1);
    expect(await share.sharedCartView(token, 'en')).toBeUndefined();
  });

  it('refuses to share a cart without lines', async () => {
    await expect(share.shareCart({ customerId: null, data: {} })).rejects.toMatchObject({ code: 'CART_EMPTY' });
  });
});
