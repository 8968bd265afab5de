import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../support/api-client';
import { ApiClient as Client } from '../../../support/api-client';
import { registerCustomer } from '../members/helpers';

interface Place {
  Value: number;
  Text: string;
  IsActive: boolean;
}

async function place(client: ApiClient) {
  const cities = (await client.get<Place[]>('/cop-api/address/cities?countryId=1')).body.Result!;
  const istanbul = cities.find((c) => c.Text === 'İstanbul')!;
  const district = (await client.get<Place[]>(`/cop-api/address/districts?cityId=${istanbul.Value}`)).body.Result!.find(
    (d) => d.Text === 'Kadıköy',
  )!;
  const neighborhood = (await client.get<Place[]>(`/cop-api/address/neighborhoods?districtid=${district.Value}`)).body.Result![0]!;
  return { CityID: istanbul.Value, DistrictID: district.Value, NeighborhoodID: neighborhood.Value };
}

const address = (ids: Record<string, number>, overrides: Record<string, unknown> = {}) => ({
  AddressDescription: 'Ev',
  Name: 'Zeynep Kaya',
  Phone: '(532) 111 22 33',
  AddressText: 'Moda Caddesi No: 12/4 Daire 3',
  InvoiceType: 1,
  CitizenID: '10000000146',
  ...ids,
  ...overrides,
});

describe('address book calls', () => {
  it('serve cities, districts and neighbourhoods from the data package, with passive cities', async () => {
    const client = new Client();
    const cities = (await client.get<Place[]>('/cop-api/address/cities?countryId=1')).body.Result!;
    expect(cities).toHaveLength(81);
    const passive = (await client.get<Place[]>('/cop-api/address/passive-cities')).body.Result!;
    expect(passive.map((c) => c.Text)).toEqual(expect.arrayContaining(['Hakkari']));
    expect(passive.every((c) => !c.IsActive)).toBe(true);
  });

  it('add at most 4, edit, favourite one, delete one', async () => {
    const { client } = await registerCustomer();
    const ids = await place(client);
    const saved: number[] = [];
    for (const title of ['Ev', 'İş', 'Yazlık', 'Annem']) {
      const answer = await client.post<{ ID: number; CityName: string; IsCityActive: boolean }>(
        '/cop-api/address/add-or-update',
        address(ids, { AddressDescription: title }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.Result).toMatchObject({ CityName: 'İstanbul', IsCityActive: true });
      saved.push(answer.body.Result!.ID);
    }
    const fifth = await client.post<{ HasError: boolean; Messages: string[] }>(
      '/cop-api/address/add-or-update',
      address(ids, { AddressDescription: 'Beşinci' }),
    );
    expect(fifth.status).toBe(400);
    expect(fifth.body.Result).toEqual({
      HasError: true,
      Messages: ['En fazla 4 adres kaydedebilirsiniz. Yeni adres eklemek için bir adresinizi silin.'],
    });

    const edited = await client.post<{ AddressDescription: string }>(
      '/cop-api/address/add-or-update',
      address(ids, { ID: saved[0], AddressDescription: 'Evim' }),
    );
    expect(edited.body.Result!.AddressDescription).toBe('Evim');
    expect((await client.send('PUT', `/cop-api/address/set-favorite?addressId=${saved[2]}&isFavorite=true`)).status).toBe(200);
    const list = (await client.get<{ ID: number; IsFavorite: boolean }[]>('/cop-api/address/all')).body.Result!;
    expect(list[0]).toMatchObject({ ID: saved[2], IsFavorite: true });
    expect(list.filter((a) => a.IsFavorite)).toHaveLength(1);
    expect((await client.post('/cop-api/address/delete', { addressID: saved[1] })).status).toBe(200);
    expect((await client.get<unknown[]>('/cop-api/address/all')).body.Result).toHaveLength(3);
  });

  it('refuse bad input with HasError messages and change nothing: billing rules, text rules', async () => {
    const { client } = await registerCustomer();
    const ids = await place(client);
    const bad = await client.post<{ HasError: boolean; Messages: string[] }>(
      '/cop-api/address/add-or-update',
      address(ids, { AddressText: 'Kısa', CitizenID: '12345678901', AddressDescription: 'x'.repeat(31) }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Result!.HasError).toBe(true);
    expect(bad.body.Exception!.FieldErrors).toMatchObject({
      AddressText: 'Adres en az 10 karakter olmalıdır.',
      CitizenID: 'Lütfen geçerli bir T.C. kimlik numarası girin.',
      AddressDescription: 'Adres başlığı en fazla 30 karakter olabilir.',
    });
    const corporate = await client.post(
      '/cop-api/address/add-or-update',
      address(ids, { InvoiceType: 0, CitizenID: '', CorporateName: 'Moda Tekstil A.Ş.', TaxNo: '1234567890', TaxOffice: 'Kadıköy' }),
    );
    expect(corporate.status).toBe(200);
    expect(corporate.body.Result).toMatchObject({ InvoiceType: 0, CitizenID: '', TaxNo: '1234567890', Name: 'Moda Tekstil A.Ş.' });
    const both = await client.post<{ ID: number }>(
      '/cop-api/address/add-or-update',
      address(ids, { InvoiceType: 1, TaxNo: '1234567890', TaxOffice: 'Kadıköy' }),
    );
    expect(both.body.Result).toMatchObject({ InvoiceType: 1, TaxNo: '', TaxOffice: '' });
    const mismatch = await client.post('/cop-api/address/add-or-update', address({ ...ids, NeighborhoodID: ids.NeighborhoodID + 900_000 }));
    expect(mismatch.body.Exception!.ErrorCode).toBe('ADDRESS_NEIGHBORHOOD_MISSING');
    expect((await client.get<unknown[]>('/cop-api/address/all')).body.Result).toHaveLength(2);
  });

  it("answer another customer's address with 404 for read, change, favourite and delete", async () => {
    const owner = await registerCustomer();
    const ids = await place(owner.client);
    const id = (await owner.client.post<{ ID: number }>('/cop-api/address/add-or-update', address(ids))).body.Result!.ID;
    const { client: other } = await registerCustomer();
    expect((await other.get(`/cop-api/address/detail?addressId=${id}`)).status).toBe(404);
    expect((await other.post('/cop-api/address/add-or-update', address(ids, { ID: id, AddressDescription: 'Ele geçti' }))).status).toBe(
      404,
    );
    expect((await other.send('PUT', `/cop-api/address/set-favorite?addressId=${id}&isFavorite=true`)).status).toBe(404);
    expect((await other.post('/cop-api/address/delete', { addressID: id })).status).toBe(404);
    const missing = await other.get(`/cop-api/address/detail?addressId=99999999`);
    expect(missing.body).toEqual((await other.get(`/cop-api/address/detail?addressId=${id}`)).body);
    expect(
      (await owner.client.get<{ AddressDescription: string }>(`/cop-api/address/detail?addressId=${id}`)).body.Result!.AddressDescription,
    ).toBe('Ev');
  });

  it('need a signed-in customer', async () => {
    const answer = await new Client().get('/cop-api/address/all');
    expect(answer.status).toBe(401);
    expect(answer.body.Exception!.ErrorCode).toBe('SESSION_TIMEOUT');
  });
});
