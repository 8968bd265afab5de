import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../support/api-client';
import { LANGUAGE_COOKIE, LANGUAGE_IDS } from '../../../../src/lib/platform/i18n/lang';
import { registerCustomer } from '../members/helpers';

// Billing follows the invoice type (InvoiceType 1 individual, 0 corporate): a corporate address
// names a company, its tax number and tax office, and no person; an individual one the reverse.

interface Place {
  Value: number;
  Text: string;
}
interface Saved {
  ID: number;
  Name: string;
  CorporateName: string;
  InvoiceType: number;
  CitizenID: string;
  TaxNo: string;
  TaxOffice: string;
}

async function izmir(client: ApiClient) {
  const city = (await client.get<Place[]>('/cop-api/address/cities?countryId=1')).body.Result!.find((c) => c.Text === 'İzmir')!;
  const district = (await client.get<Place[]>(`/cop-api/address/districts?cityId=${city.Value}`)).body.Result![0]!;
  const neighborhood = (await client.get<Place[]>(`/cop-api/address/neighborhoods?districtid=${district.Value}`)).body.Result![0]!;
  return { CityID: city.Value, DistrictID: district.Value, NeighborhoodID: neighborhood.Value };
}

/** What the address form sends for a corporate address: no personal name, no citizen id. */
const corporate = (ids: Record<string, number>, overrides: Record<string, unknown> = {}) => ({
  AddressDescription: 'Ofis',
  InvoiceType: 0,
  CorporateName: 'Vitrin Moda Anonim Şirketi',
  TaxNo: '1234567890',
  TaxOffice: 'Karşıyaka',
  Phone: '0532 123 45 67',
  AddressText: 'Cemal Gürsel Caddesi No: 10/2',
  ...ids,
  ...overrides,
});

const save = (client: ApiClient, body: unknown) =>
  client.post<Saved & { HasError?: boolean; Messages?: string[] }>('/cop-api/address/add-or-update', body);

describe('a corporate address', () => {
  it('is saved with the company, tax number and office, and no personal name or citizen id', async () => {
    const { client } = await registerCustomer();
    const answer = await save(client, corporate(await izmir(client)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Result).toMatchObject({
      InvoiceType: 0,
      Name: 'Vitrin Moda Anonim Şirketi',
      CorporateName: 'Vitrin Moda Anonim Şirketi',
      TaxNo: '1234567890',
      TaxOffice: 'Karşıyaka',
      CitizenID: '',
    });
    const list = (await client.get<Saved[]>('/cop-api/address/all')).body.Result!;
    expect(list).toEqual([expect.objectContaining({ ID: answer.body.Result!.ID, InvoiceType: 0 })]);
  });

  it('needs the company, tax number and tax office, each named in the answer, and saves nothing without them', async () => {
    const { client } = await registerCustomer();
    const answer = await save(client, corporate(await izmir(client), { CorporateName: '', TaxNo: '12ab', TaxOffice: ' ' }));
    expect(answer.status).toBe(400);
    expect(answer.body.Result!.HasError).toBe(true);
    expect(answer.body.Exception!.FieldErrors).toEqual({
      CorporateName: 'Firma adı alanı zorunludur.',
      TaxNo: 'Vergi numarası yalnızca rakam içermelidir.',
      TaxOffice: 'Vergi dairesi alanı zorunludur.',
    });
    expect((await client.get<Saved[]>('/cop-api/address/all')).body.Result).toEqual([]);
  });

  it("a tax number of the wrong length is told the rule (10 digits, or 11 for a citizen id), in the caller's language", async () => {
    const { client } = await registerCustomer();
    const ids = await izmir(client);
    for (const TaxNo of ['12345', '123456789012']) {
      const answer = await save(client, corporate(ids, { TaxNo }));
      expect(answer.status).toBe(400);
      expect(answer.body.Exception!.FieldErrors).toEqual({ TaxNo: 'Vergi numarası 10 haneli, T.C. kimlik numarası 11 haneli olmalıdır.' });
    }
    client.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.en));
    const english = await save(client, corporate(ids, { TaxNo: '12345' }));
    expect(english.body.Exception!.FieldErrors).toEqual({ TaxNo: 'A tax number has 10 digits, a Turkish ID number 11.' });
    expect(english.body.Result!.Messages).toEqual(['A tax number has 10 digits, a Turkish ID number 11.']);
    expect((await client.get<Saved[]>('/cop-api/address/all')).body.Result).toEqual([]);
    // Eleven digits, a sole trader's citizen id, are a tax number too.
    expect((await save(client, corporate(ids, { TaxNo: '10000000146' }))).status).toBe(200);
  });

  it('keeps no citizen id sent with it, and an individual address keeps no company details', async () => {
    const { client } = await registerCustomer();
    const ids = await izmir(client);
    const company = await save(client, corporate(ids, { Name: 'Deniz Aydın', CitizenID: '10000000146' }));
    expect(company.body.Result).toMatchObject({ InvoiceType: 0, CitizenID: '', Name: 'Vitrin Moda Anonim Şirketi' });
    const person = await save(client, {
      ...corporate(ids),
      ID: company.body.Result!.ID,
      InvoiceType: 1,
      Name: 'Deniz Aydın',
      CitizenID: '10000000146',
    });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    expect(person.body.Result).toMatchObject({ InvoiceType: 1, Name: 'Deniz Aydın', CorporateName: '', TaxNo: '', TaxOffice: '' });
  });

  it('an individual address still needs the person and a valid citizen id, not the company', async () => {
    const { client } = await registerCustomer();
    const answer = await save(client, corporate(await izmir(client), { InvoiceType: 1, CorporateName: '', TaxNo: '', TaxOffice: '' }));
    expect(answer.status).toBe(400);
    expect(answer.body.Exception!.FieldErrors).toEqual({
      Name: 'Ad soyad alanı zorunludur.',
      CitizenID: 'T.C. kimlik numaranızı girin.',
    });
  });

  it('refuses an invoice type other than 0 or 1, and oversized company details', async () => {
    const { client } = await registerCustomer();
    const ids = await izmir(client);
    for (const body of [
      corporate(ids, { InvoiceType: 2 }),
      corporate(ids, { InvoiceType: '0' }),
      corporate(ids, { CorporateName: 'A'.repeat(256) }),
      corporate(ids, { TaxOffice: 'K'.repeat(101) }),
      corporate(ids, { TaxNo: '1'.repeat(12) }),
    ]) {
      const answer = await save(client, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.Success).toBe(false);
    }
    expect((await client.get<Saved[]>('/cop-api/address/all')).body.Result).toEqual([]);
  });
});
