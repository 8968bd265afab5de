import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../src/lib/account/addresses/schema';
import { ApiClient } from '../../../support/api-client';
import { own, placeIn } from '../records/helpers';
import { deliver, newMember, paidOrder, RETURNS, returnBody, returnsWorld } from './helpers';

// A home pickup's address (docs/behaviour/after-sales.md#return-shipping): the easy-return variants
// of the address calls, and a pickup from another of the member's saved addresses in the service
// area. A member uses only their own addresses: another member's id is answered as a missing one.

const world = returnsWorld();

/** An address body in a city (its first district and neighbourhood). */
async function addressIn(client: ApiClient, city: string, overrides: Record<string, unknown> = {}) {
  return {
    ID: 0,
    AddressDescription: `Adres ${city}`,
    Name: 'Zeynep Kaya',
    Phone: '(532) 111 22 33',
    AddressText: `${city} Caddesi No: 12/4 Daire 3`,
    InvoiceType: 1,
    CitizenID: '10000000146',
    ...(await placeIn(client, city)),
    ...overrides,
  };
}

const nextDay = () => {
  const day = new Date(Date.now() + 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('the easy-return address calls', () => {
  it('list and save the member’s own addresses with whether a pickup reaches each; another member’s address cannot be changed', async () => {
    const a = await newMember(world, 'Van');
    const listed = await a.client.get<Address[]>(`${RETURNS}/addresses`);
    expect(listed.body.Result!.map((x) => [x.ID, x.isSuitableReturnFromHome])).toEqual([[a.addressId, false]]);
    const saved = await a.client.post<Address>(`${RETURNS}/add-or-update-address`, await addressIn(a.client, 'İstanbul'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Result).toMatchObject({ CityID: 34, isSuitableReturnFromHome: true });
    expect((await a.client.get<Address[]>(`${RETURNS}/addresses`)).body.Result).toHaveLength(2);

    const b = await newMember(world);
    const taken = await b.client.post(
      `${RETURNS}/add-or-update-address`,
      await addressIn(b.client, 'İstanbul', { ID: a.addressId, AddressText: 'Başkasının adresi No: 1 Daire 1' }),
    );
    expect([taken.status, taken.body.Exception?.ErrorCode]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const still = (await a.client.get<Address[]>(`${RETURNS}/addresses`)).body.Result!.find((x) => x.ID === a.addressId)!;
    expect(still.AddressText).toBe('Moda Caddesi No: 12/4 Daire 3');
    expect((await b.client.get<Address[]>(`${RETURNS}/addresses`)).body.Result!.map((x) => x.ID)).not.toContain(a.addressId);

    const guest = new ApiClient(world.url);
    expect((await guest.get(`${RETURNS}/addresses`)).status).toBe(401);
    expect((await guest.post(`${RETURNS}/add-or-update-address`, await addressIn(guest, 'İstanbul'))).status).toBe(401);
  });
});

describe('a home pickup from another saved address', () => {
  it('collects from the member’s own saved address in the area; refuses another member’s and one outside the area', async () => {
    const a = await newMember(world, 'Van');
    const { orderId, lines } = await paidOrder(world, a, [own(20)]);
    await deliver(world, orderId);
    const inArea = (await a.client.post<Address>(`${RETURNS}/add-or-update-address`, await addressIn(a.client, 'İstanbul'))).body.Result!;
    const b = await newMember(world);
    const pickup = (addressId: number) =>
      a.client.post<{ Data: { EasyReturnId: number } }>(
        RETURNS,
        returnBody(orderId, [{ OrderItemId: lines[0]!.id }], {
          ShippingPreference: 'home_pickup',
          PickupDate: nextDay(),
          PickupAddressId: addressId,
        }),
      );

    const others = await pickup(b.addressId);
    expect([others.status, others.body.Exception?.ErrorCode]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const outside = await pickup(a.addressId);
    expect(outside.body.Exception?.ErrorCode).toBe('RETURN_HOME_PICKUP_UNAVAILABLE');
    const missing = await pickup(2_000_000_000);
    expect(missing.body.Exception?.ErrorCode).toBe('ADDRESS_NOT_FOUND');

    const placed = await pickup(inArea.ID);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { rows } = await world.sql.query<{ pickup_address: { cityId: number; addressText: string } }>(
      'select pickup_address from after_sales_requests where id = $1',
      [placed.body.Result!.Data.EasyReturnId],
    );
    expect(rows[0]!.pickup_address).toMatchObject({ cityId: 34, addressText: inArea.AddressText });
  });
});
