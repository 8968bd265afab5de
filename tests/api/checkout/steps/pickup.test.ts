import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { delivery, marketplacePiece, ownPiece, saveAddress, storesIn } from './helpers';

const ISTANBUL = 34;
const ESKISEHIR = 26; // only a closed store
const HAKKARI = 30; // a passive city with an open store

describe('click and collect', () => {
  it('lists only cities with an active store, never a passive one', async () => {
    const client = new ApiClient();
    const { body } = await client.get<{ Value: number; Text: string }[]>(`${CHECKOUT_API.pickupCities}?countryId=1`);
    const ids = body.Result!.map((c) => c.Value);
    expect(ids).toEqual(expect.arrayContaining([ISTANBUL, 6, 35, 16, 7]));
    expect(ids).not.toContain(ESKISEHIR);
    expect(ids).not.toContain(HAKKARI);
    expect((await client.get<unknown[]>(`${CHECKOUT_API.pickupCities}?countryId=2`)).body.Result).toEqual([]);
  });

  it("lists a city's active stores with hours, phone and car delivery; none for a closed or passive one", async () => {
    const client = new ApiClient();
    const istanbul = await storesIn(client, ISTANBUL);
    expect(istanbul.length).toBeGreaterThanOrEqual(3);
    expect(istanbul.every((s) => s.CityID === ISTANBUL && s.CityName === 'İstanbul' && s.Hours && s.Phone && s.AddressText)).toBe(true);
    expect(istanbul.some((s) => s.IsCarDeliveryAvailable)).toBe(true);
    expect(istanbul.some((s) => !s.IsCarDeliveryAvailable)).toBe(true);
    expect(await storesIn(client, ESKISEHIR)).toEqual([]);
    expect(await storesIn(client, HAKKARI)).toEqual([]);
    expect((await client.get(`${CHECKOUT_API.pickupLocations}?cityId=abc`)).status).toBe(400);
  });

  it('keeps a store with car delivery, refuses car delivery where not offered, a closed store and a passive city', async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(40));
    const billing = await saveAddress(client);
    const stores = await storesIn(client, ISTANBUL);
    const withCar = stores.find((s) => s.IsCarDeliveryAvailable)!;
    const withoutCar = stores.find((s) => !s.IsCarDeliveryAvailable)!;
    const pickup = (store: number, car = false) =>
      client.post(
        CHECKOUT_API.delivery,
        delivery({
          isPickup: true,
          pickupLocationId: store,
          IsCarDelivery: car,
          IsUseShippingInfoAsBillingInfo: false,
          BillingAddressID: billing,
        }),
      );

    const kept = await pickup(withCar.Id, true);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const read = await client.get<{ isPickup: boolean; pickupLocationId: number; IsCarDelivery: boolean }>(CHECKOUT_API.delivery);
    expect(read.body.Result).toMatchObject({ isPickup: true, pickupLocationId: withCar.Id, IsCarDelivery: true });

    const noCar = await pickup(withoutCar.Id, true);
    expect(noCar.body.Exception?.ErrorCode).toBe('CAR_DELIVERY_NOT_AVAILABLE');
    expect((await pickup(withoutCar.Id)).status).toBe(200);

    // The two stores no city lists: the closed one is not found, the passive city's is refused with the list.
    const listed = new Set<number>();
    for (const city of [ISTANBUL, 6, 35, 16, 7]) for (const s of await storesIn(client, city)) listed.add(s.Id);
    const unlisted = Array.from({ length: Math.max(...listed) + 2 }, (_, i) => i + 1).filter((id) => !listed.has(id));
    const codes = await Promise.all(unlisted.map(async (id) => (await pickup(id)).body.Exception?.ErrorCode));
    expect(codes).toEqual(expect.arrayContaining(['PICKUP_LOCATION_NOT_FOUND', 'PASSIVE_CITY']));

    const noStore = await pickup(0);
    expect(noStore.body.Exception?.ErrorCode).toBe('PICKUP_LOCATION_REQUIRED');
  });

  it('cancels pickup for a bag with marketplace pieces, and says so', async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(41));
    await add(client, marketplacePiece(0));
    const billing = await saveAddress(client);
    const [store] = await storesIn(client, ISTANBUL);
    const answer = await client.post(
      CHECKOUT_API.delivery,
      delivery({ isPickup: true, pickupLocationId: store!.Id, IsUseShippingInfoAsBillingInfo: false, BillingAddressID: billing }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.Exception?.ErrorCode).toBe('PICKUP_NOT_AVAILABLE');
    expect(answer.body.Message).toMatch(/partner|iş ortağı/i);
  });
});
