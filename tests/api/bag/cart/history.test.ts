import { describe, expect, it } from 'vitest';
import { CART_API, type HistoryItem } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { add, lines, plenty } from './helpers';

type Page = { Items: HistoryItem[]; TotalCount: number };
const page = async (client: ApiClient, limit: number, offset: number) =>
  (await client.get<Page>(`${CART_API.history}?limit=${limit}&offset=${offset}`)).body.Result!;
const remove = (client: ApiClient, variantId: number, source?: string) =>
  client.send('DELETE', `${CART_API.item}?variantId=${variantId}${source ? `&source=${source}` : ''}`);

describe('cart history', () => {
  it('lists removed products newest first, paged, and deletes an entry', async () => {
    const client = new ApiClient();
    const picks = [20, 21, 22, 23, 24, 25, 26]
      .map((n) => plenty(n))
      .filter((p, i, all) => all.findIndex((q) => q.product.id === p.product.id) === i);
    for (const pick of picks) await add(client, pick);
    for (const pick of picks) await remove(client, pick.variant.id);
    const newestFirst = picks.map((p) => p.product.id).reverse();
    const first = await page(client, 5, 0);
    expect(first.TotalCount).toBe(picks.length);
    expect(first.Items.map((i) => i.ProductId)).toEqual(newestFirst.slice(0, 5));
    expect(first.Items[0]).toMatchObject({ VariantId: picks.at(-1)!.variant.id, Size: picks.at(-1)!.variant.size });
    const second = await page(client, 5, 5);
    expect(second.Items.map((i) => i.ProductId)).toEqual(newestFirst.slice(5));
    expect((await page(client, 5, 50)).TotalCount).toBe(picks.length);

    expect((await client.post(CART_API.historyDelete, { productId: newestFirst[0] })).status).toBe(200);
    expect((await client.post(CART_API.historyDelete, { productId: newestFirst[0] })).status).toBe(404);
    expect((await page(client, 5, 0)).Items.map((i) => i.ProductId)).toEqual(newestFirst.slice(1, 6));
  });

  it('moves an entry back to the cart with source history, and a move to favourites leaves no entry', async () => {
    const client = new ApiClient();
    const [a, b] = [plenty(27), plenty(28)];
    await add(client, a);
    await add(client, b);
    await remove(client, a.variant.id);
    await remove(client, b.variant.id, 'favourites');
    expect((await page(client, 5, 0)).Items.map((i) => i.ProductId)).toEqual([a.product.id]);
    await add(client, a, 1, 'history');
    expect(await page(client, 5, 0)).toEqual({ Items: [], TotalCount: 0 });
    expect(await lines(client)).toMatchObject([{ VariantId: a.variant.id }]);
  });

  it('is empty for a visitor without a cart', async () => {
    expect(await page(new ApiClient(), 5, 0)).toEqual({ Items: [], TotalCount: 0 });
  });
});
