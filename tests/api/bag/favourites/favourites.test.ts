import { beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_API } from '@lib/bag/favourites/rules';
import type { FavouriteItem, FavouritesPage } from '@lib/bag/favourites/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { type Offered, products } from './helpers';

let sized: Offered[];
let oneSize: Offered;

beforeAll(async () => {
  const client = new ApiClient();
  sized = await products(client, 8, 'sized');
  [oneSize] = await products(client, 1, 'oneSize');
});

const add = (client: ApiClient, productId: number, variantId?: number) =>
  client.post<{ Succeed: boolean }>(FAVOURITES_API.add, { productId, variantId });
const ids = async (client: ApiClient) => (await client.get<number[]>(FAVOURITES_API.ids)).body.Result!;
const list = async (client: ApiClient, query = '') => (await client.get<FavouritesPage>(`${FAVOURITES_API.list}${query}`)).body.Result!;
const selected = (item: FavouriteItem | undefined) => item?.variants.filter((v) => v.isSelected).map((v) => v.variantId);

describe('favourites of a member', () => {
  it('adds, lists newest first with the documented fields, counts and removes', async () => {
    const { client } = await registerCustomer();
    const [a, b] = sized;
    expect((await add(client, a!.productId, a!.options[1]!.id)).body.Result).toMatchObject({ Succeed: true, Message: expect.any(String) });
    await add(client, b!.productId);
    await add(client, oneSize.productId);
    expect(await ids(client)).toEqual([oneSize.productId, b!.productId, a!.productId]);
    expect((await client.get<{ Count: number }>(FAVOURITES_API.count)).body.Result).toEqual({ Count: 3 });

    client.cookies.set('LanguageId', '2'); // names in English, as the helper read them
    const page = await list(client);
    expect(page.TotalCount).toBe(3);
    const first = page.Items.find((i) => i.productId === a!.productId)!;
    expect(first).toMatchObject({
      displayName: a!.name,
      brand: expect.any(String),
      slug: expect.any(String),
      shape: expect.any(String),
      colour: expect.any(String),
    });
    expect(first.prices.sale).toBeGreaterThan(0);
    expect(first.variants[0]).toEqual({
      variantId: expect.any(Number),
      size: expect.any(String),
      isSelected: expect.any(Boolean),
      quantity: 1,
      isSameDayInCargo: expect.any(Boolean),
      stock: expect.any(Number),
    });
    expect(selected(first)).toEqual([a!.options[1]!.id]);
    // A heart on a card chooses no size; a product in one size has it chosen.
    expect(selected(page.Items.find((i) => i.productId === b!.productId))).toEqual([]);
    expect(selected(page.Items.find((i) => i.productId === oneSize.productId))).toHaveLength(1);

    // Adding again updates the chosen size; without one it keeps it; the order stays.
    await add(client, a!.productId, a!.options[0]!.id);
    await add(client, a!.productId);
    expect(selected((await list(client)).Items.find((i) => i.productId === a!.productId))).toEqual([a!.options[0]!.id]);
    expect(await ids(client)).toEqual([oneSize.productId, b!.productId, a!.productId]);

    expect((await client.send('DELETE', `${FAVOURITES_API.remove}?productId=${b!.productId}`)).status).toBe(200);
    expect((await client.send('DELETE', `${FAVOURITES_API.remove}?productId=${b!.productId}`)).status).toBe(200);
    expect(await ids(client)).toEqual([oneSize.productId, a!.productId]);
  });

  it('pages 5 at a time by default, newest first, with the total', async () => {
    const { client } = await registerCustomer();
    for (const p of sized.slice(0, 7)) await add(client, p.productId);
    const first = await list(client, `?offset=0&ts=${Date.now()}`);
    const second = await list(client, '?limit=5&offset=5');
    expect(first.Items).toHaveLength(5);
    expect(second.Items).toHaveLength(2);
    expect(first.TotalCount).toBe(7);
    expect([...first.Items, ...second.Items].map((i) => i.productId)).toEqual(
      sized
        .slice(0, 7)
        .map((p) => p.productId)
        .reverse(),
    );
  });

  it('refuses a variant of another product and an unknown product, changing nothing', async () => {
    const { client } = await registerCustomer();
    const [a, b] = sized;
    const foreign = await add(client, a!.productId, b!.options[0]!.id);
    expect(foreign.status).toBe(404);
    expect((await add(client, 99_999_999)).status).toBe(404);
    expect(await ids(client)).toEqual([]);
  });

  it("never shows or changes another member's favourites", async () => {
    const { client: ayse } = await registerCustomer();
    const { client: mehmet } = await registerCustomer();
    await add(ayse, sized[0]!.productId);
    expect(await ids(mehmet)).toEqual([]);
    expect((await list(mehmet)).TotalCount).toBe(0);
    await mehmet.send('DELETE', `${FAVOURITES_API.remove}?productId=${sized[0]!.productId}`);
    expect(await ids(ayse)).toEqual([sized[0]!.productId]);
  });

  it('refuses a guest every member call with SESSION_TIMEOUT, and tells anyone the guest cap', async () => {
    const guest = new ApiClient();
    for (const answer of [
      await guest.get(FAVOURITES_API.list),
      await guest.get(FAVOURITES_API.count),
      await guest.get(FAVOURITES_API.ids),
      await add(guest, sized[0]!.productId),
      await guest.send('DELETE', `${FAVOURITES_API.remove}?productId=${sized[0]!.productId}`),
      await guest.post(FAVOURITES_API.guest, { Items: [{ productId: sized[0]!.productId }] }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.Exception?.ErrorCode).toBe('SESSION_TIMEOUT');
    }
    expect((await guest.get(FAVOURITES_API.settings)).body.Result).toEqual({ guestMaxItemCount: 20 });
  });

  it('answers bad input with 400', async () => {
    const { client } = await registerCustomer();
    expect((await client.post(FAVOURITES_API.add, { productId: 'abc' })).status).toBe(400);
    expect((await client.get(`${FAVOURITES_API.list}?limit=1000`)).status).toBe(400);
    expect((await client.send('DELETE', FAVOURITES_API.remove)).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ productId: i + 1, variantId: 0 }));
    expect((await client.post(FAVOURITES_API.guest, { Items: tooMany })).status).toBe(400);
    expect((await client.post(FAVOURITES_API.guest, { Items: [] })).status).toBe(400);
  });
});

describe('guest favourites on sign-in', () => {
  it('merges each product once, keeps the member’s chosen size, checks variants and drops unknown products', async () => {
    const { client } = await registerCustomer();
    const [a, b, c] = sized;
    await add(client, a!.productId, a!.options[0]!.id);
    const merged = await client.post<{ Count: number }>(FAVOURITES_API.guest, {
      Items: [
        { productId: b!.productId, variantId: b!.options[1]!.id },
        { productId: a!.productId, variantId: a!.options[1]!.id },
        { productId: b!.productId, variantId: b!.options[0]!.id },
        { productId: c!.productId, variantId: a!.options[0]!.id },
        { productId: 99_999_999, variantId: 0 },
      ],
    });
    expect(merged.body.Result).toEqual({ Count: 3 });
    const items = (await list(client)).Items;
    expect(selected(items.find((i) => i.productId === a!.productId))).toEqual([a!.options[0]!.id]);
    expect(selected(items.find((i) => i.productId === b!.productId))).toEqual([b!.options[1]!.id]);
    expect(selected(items.find((i) => i.productId === c!.productId))).toEqual([]);
    // The guest's newest comes first.
    expect(items[0]!.productId).toBe(b!.productId);
  });
});

describe('the favourites page', () => {
  it("draws a guest's favourites from the cookie, and ignores a forged one", async () => {
    const [a] = sized;
    const guest = new ApiClient();
    guest.cookies.set('favs', `${a!.productId}.${a!.options[0]!.id}-99999999.1`);
    const page = await (await guest.request('/en/favorites')).text();
    expect(page).toContain(a!.name);
    expect(page).toContain('noindex');
    const forged = new ApiClient();
    forged.cookies.set('favs', '1.1-'.repeat(1000));
    const empty = await forged.request('/en/favorites');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('How favourites work');
  });
});
