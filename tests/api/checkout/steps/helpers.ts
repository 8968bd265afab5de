import { expect } from 'vitest';
import { CHECKOUT_API, type PickupLocation } from '../../../../src/lib/checkout/steps/schema';
import type { ApiClient } from '../../../support/api-client';
import { variantWhere } from '../../bag/cart/helpers';

// The checkout delivery suites' shared steps: picks of the store's own and marketplace pieces,
// saved addresses, and the seeded pickup stores read through their calls.

/** The n-th piece sold by the store itself, plentiful and without a limit (distinct n, distinct products). */
export const ownPiece = (n: number) =>
  variantWhere(({ product, variant }) => product.sellerId === 1 && product.purchaseLimit == null && variant.stock >= 20, n);
/** The n-th piece sold by a marketplace seller. */
export const marketplacePiece = (n: number) =>
  variantWhere(({ product, variant }) => product.sellerId > 1 && product.purchaseLimit == null && variant.stock >= 20, n);

interface Place {
  Value: number;
  Text: string;
}

/** The ids of a city, one of its districts and the first neighbourhood there. */
export async function placeIn(client: ApiClient, cityId: number, districtName: string) {
  const district = (await client.get<Place[]>(`/cop-api/address/districts?cityId=${cityId}`)).body.Result!.find(
    (d) => d.Text === districtName,
  )!;
  const neighborhood = (await client.get<Place[]>(`/cop-api/address/neighborhoods?districtid=${district.Value}`)).body.Result![0]!;
  return { CityID: cityId, DistrictID: district.Value, NeighborhoodID: neighborhood.Value };
}

/** An address body (Kadıköy unless other place ids are given). */
export const addressBody = (ids: Record<string, number>, overrides: Record<string, unknown> = {}) => ({
  AddressDescription: 'Ev',
  Name: 'Zeynep Kaya',
  Phone: '(532) 111 22 33',
  AddressText: 'Moda Caddesi No: 12/4 Daire 3',
  InvoiceType: 1,
  CitizenID: '10000000146',
  ...ids,
  ...overrides,
});

/** Saves an address to the member's book and returns its id. */
export async function saveAddress(client: ApiClient, overrides: Record<string, unknown> = {}, cityId = 34, district = 'Kadıköy') {
  const answer = await client.post<{ ID: number }>(
    '/cop-api/address/add-or-update',
    addressBody(await placeIn(client, cityId, district), overrides),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.ID;
}

/** The active stores of a city, as the pickup call answers them. */
export async function storesIn(client: ApiClient, cityId: number) {
  const answer = await client.get<PickupLocation[]>(`${CHECKOUT_API.pickupLocations}?cityId=${cityId}`);
  expect(answer.status).toBe(200);
  return answer.body.Result!;
}

/** A delivery body with the defaults of deliverySchema. */
export const delivery = (overrides: Record<string, unknown>) => ({
  ShippingAddressID: 0,
  BillingAddressID: 0,
  IsUseShippingInfoAsBillingInfo: true,
  isPickup: false,
  pickupLocationId: 0,
  IsCarDelivery: false,
  GiftNote: '',
  AddressDescription: '',
  OrderNote: '',
  ...overrides,
});
