import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../members/helpers';
import { ADDRESS_API } from '@lib/account/addresses/schema';
import type { ApiClient } from '../../../support/api-client';

interface Saved {
  ID: number;
  IsFavorite: boolean;
}

const ROUNDS = 10;

async function placeIds(client: ApiClient) {
  const districts = (await client.get<{ Value: number }[]>(`${ADDRESS_API.districts}?cityId=34`)).body.Result!;
  const neighborhoods = (await client.get<{ Value: number }[]>(`${ADDRESS_API.neighborhoods}?districtid=${districts[0]!.Value}`)).body
    .Result!;
  return { CityID: 34, DistrictID: districts[0]!.Value, NeighborhoodID: neighborhoods[0]!.Value };
}

const address = (ids: Record<string, number>, title: string, extra: Record<string, unknown> = {}) => ({
  AddressDescription: title,
  Name: 'Zeynep Kaya',
  Phone: '5321112233',
  AddressText: 'Moda Caddesi No: 12/4 Daire 3',
  InvoiceType: 1,
  CitizenID: '10000000146',
  ...ids,
  ...extra,
});

async function favourites(client: ApiClient): Promise<number> {
  const list = (await client.get<Saved[]>(ADDRESS_API.all)).body.Result!;
  return list.filter((a) => a.IsFavorite).length;
}

// PGlite runs one query at a time, so the race shows only on PostgreSQL (TEST_DATABASE_URL); the
// database's partial unique index holds the rule on both.
describe('one favourite address', () => {
  it('stays one under four parallel add-or-update calls with IsFavorite, round after round', async () => {
    const { client } = await registerCustomer();
    const ids = await placeIds(client);
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const saved = (await client.get<Saved[]>(ADDRESS_API.all)).body.Result!;
      await Promise.all(saved.map((a) => client.post(ADDRESS_API.remove, { addressID: a.ID })));
      const added = await Promise.all(
        ['Ev', 'İş', 'Yazlık', 'Annem'].map((title) => client.post<Saved>(ADDRESS_API.save, address(ids, title, { IsFavorite: true }))),
      );
      expect(added.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const afterAdd = await favourites(client);
      const updated = await Promise.all(
        added.map((a) => client.post<Saved>(ADDRESS_API.save, address(ids, 'Yeni', { ID: a.body.Result!.ID, IsFavorite: true }))),
      );
      expect(updated.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      counts.push(afterAdd, await favourites(client));
    }
    expect(counts).toEqual(Array.from({ length: 2 * ROUNDS }, () => 1));
  });

  it('stays one under parallel set-favorite calls', async () => {
    const { client } = await registerCustomer();
    const ids = await placeIds(client);
    const added: number[] = [];
    for (const title of ['Ev', 'İş', 'Yazlık', 'Annem'])
      added.push((await client.post<Saved>(ADDRESS_API.save, address(ids, title))).body.Result!.ID);
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(added.map((id) => client.send('PUT', `${ADDRESS_API.favorite}?addressId=${id}&isFavorite=true`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      counts.push(await favourites(client));
    }
    expect(counts).toEqual(Array.from({ length: ROUNDS }, () => 1));
  });
});
