import { addressOf, listAddresses, saveAddress } from '@lib/account/index.server';
import type { Address, AddressInput } from '@lib/account';
import { DomainError } from '@lib/platform';
import { isHomePickupArea } from '@lib/orders/fulfilment/cargo';

// A home pickup's address (docs/behaviour/after-sales.md#return-shipping): the order's delivery
// address, or another of the member's saved addresses inside the service area. The easy-return
// variants of the address calls answer the book with whether a pickup reaches each address.

/** Where a parcel is collected from, as the return request keeps it. */
export interface PickupAddress {
  cityId: number;
  districtId: number;
  neighborhoodId: number;
  addressText: string;
}

const withArea = (address: Address): Address => ({ ...address, isSuitableReturnFromHome: isHomePickupArea(address.CityID) });

/** The easy return's "all addresses": the member's saved addresses, each saying whether a home pickup reaches it. */
export async function returnAddresses(customerId: number): Promise<Address[]> {
  return (await listAddresses(customerId)).map(withArea);
}

/** The easy return's "add or update address": saved as the address book saves it (the member's own, at most 4), with the area's flag. */
export async function saveReturnAddress(customerId: number, input: AddressInput): Promise<Address> {
  return withArea(await saveAddress(customerId, input));
}

/**
 * A saved address chosen for a home pickup: the member's own (another member's is not found, as a
 * missing one is) and inside the service area (else RETURN_HOME_PICKUP_UNAVAILABLE).
 */
export async function pickupAddressOf(customerId: number, addressId: number): Promise<PickupAddress> {
  const address = await addressOf(customerId, addressId);
  if (!isHomePickupArea(address.CityID)) throw new DomainError('RETURN_HOME_PICKUP_UNAVAILABLE');
  return {
    cityId: address.CityID,
    districtId: address.DistrictID,
    neighborhoodId: address.NeighborhoodID,
    addressText: address.AddressText,
  };
}
