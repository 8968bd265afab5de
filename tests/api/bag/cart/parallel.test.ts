import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { add, plenty } from './helpers';

// Every change locks the cart's row first. PGlite runs one query at a time, so the race shows only
// on PostgreSQL (TEST_DATABASE_URL), where these calls truly overlap.
describe('parallel changes of one cart', () => {
  it('never pass CART_MAX_ITEMS: 40 parallel adds of one unit leave exactly 30', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    await add(client, plenty(60), 1);
    const picks = Array.from({ length: 40 }, (_, i) => plenty(61 + (i % 8)));
    const answers = await Promise.all(
      picks.map((pick) => client.post(CART_API.add, { productId: pick.product.id, variantId: pick.variant.id, quantity: 1 })),
    );
    const codes = answers.map((a) => a.body.Exception?.ErrorCode ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(29);
    expect(codes.filter((c) => c === 'MAX_ITEMS_PER_CART')).toHaveLength(11);
    expect((await client.get<{ cartItemCount: number }>(CART_API.count)).body.Result!.cartItemCount).toBe(30);
  });

  it('never pass it with parallel quantity changes either', async () => {
    const client = new ApiClient();
    const picks = [plenty(70), plenty(71), plenty(72)];
    for (const pick of picks) await add(client, pick, 1);
    const answers = await Promise.all(
      picks.map((pick) => client.send('PUT', CART_API.quantity, { variantId: pick.variant.id, quantity: 14 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect((await client.get<{ cartItemCount: number }>(CART_API.count)).body.Result!.cartItemCount).toBe(29);
  });
});
