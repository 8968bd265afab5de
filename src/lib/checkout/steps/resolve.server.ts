import { and, eq } from 'drizzle-orm';
import { customers, addressOf, cities, passiveCityIds } from '@lib/account/index.server';
import { passiveNames, type Address } from '@lib/account';
import { db, type Session } from '@lib/platform/index.server';
import { DomainError, type Lang, readData } from '@lib/platform';
import { billingOnly, pickupAllowed } from './rules';
import { type AddressSnapshot, type Delivery, type PickupLocation, CHECKOUT_SLOT } from './schema';
import { pickupLocations } from './tables.server';
import { toPickupLocation } from './pickup.server';

/** A delivery choice checked against every rule, with the addresses and store it names read in full. */
export interface ResolvedDelivery {
  contact: { email: string; phone: string };
  isGuest: boolean;
  /** null when the order is collected in store. */
  shipping: AddressSnapshot | null;
  billing: AddressSnapshot;
  pickup: PickupLocation | null;
  isCarDelivery: boolean;
}

/** A saved address as an order keeps it. */
export const snapshotOf = (address: Address, email: string): AddressSnapshot => ({
  AddressDescription: address.AddressDescription,
  Name: address.Name,
  CorporateName: address.CorporateName,
  Email: email,
  Phone: address.Phone,
  CityID: address.CityID,
  CityName: address.CityName,
  DistrictID: address.DistrictID,
  DistrictName: address.DistrictName,
  NeighborhoodID: address.NeighborhoodID,
  NeighborhoodName: address.NeighborhoodName,
  AddressText: address.AddressText,
  InvoiceType: address.InvoiceType,
  CitizenID: address.CitizenID,
  TaxNo: address.TaxNo,
  TaxOffice: address.TaxOffice,
});

/** Refuses a city delivery does not reach, naming the cities that are out (docs/behaviour/addresses.md#passive-cities). */
export function refusePassive(cityId: number): void {
  if (passiveCityIds().has(cityId)) throw new DomainError('PASSIVE_CITY', undefined, { cities: passiveNames(cities()).join(', ') });
}

/** An active click-and-collect store, as the pickup calls answer it. */
export async function pickupLocation(id: number, lang: Lang): Promise<PickupLocation> {
  const [row] = await (await db())
    .select()
    .from(pickupLocations)
    .where(and(eq(pickupLocations.id, id), eq(pickupLocations.isActive, true)));
  if (!row) throw new DomainError('PICKUP_LOCATION_NOT_FOUND');
  return toPickupLocation(row, lang);
}

/** A member's or verified guest's contact and addresses for the choice; throws the first rule broken. */
async function addressesFor(session: Session, delivery: Delivery, requireVerified: boolean) {
  const customerId = session.customerId;
  if (customerId == null) {
    const guest = readData(session, CHECKOUT_SLOT)?.guest;
    if (!guest) throw new DomainError('GUEST_CONTACT_REQUIRED');
    if (requireVerified && !(guest.Verified.includes('phone') && guest.Verified.includes('email')))
      throw new DomainError('GUEST_NOT_VERIFIED');
    const billing = delivery.IsUseShippingInfoAsBillingInfo || !guest.Billing ? guest.Shipping : guest.Billing;
    return { contact: { email: guest.Email, phone: guest.Phone }, isGuest: true, shipping: guest.Shipping, billing };
  }
  const [customer] = await (await db())
    .select({ email: customers.email, phone: customers.cellPhone })
    .from(customers)
    .where(eq(customers.id, customerId));
  const contact = { email: customer?.email ?? '', phone: customer?.phone ?? '' };
  const shipping = delivery.ShippingAddressID ? snapshotOf(await addressOf(customerId, delivery.ShippingAddressID), contact.email) : null;
  const billingId = delivery.IsUseShippingInfoAsBillingInfo ? delivery.ShippingAddressID : delivery.BillingAddressID;
  const billing = billingId ? snapshotOf(await addressOf(customerId, billingId), contact.email) : null;
  return { contact, isGuest: false, shipping, billing };
}

/** How strictly a choice is checked: the delivery step keeps a guest's choice before the codes are in. */
export interface ResolveOptions {
  /** False at the delivery step: a guest's contact is refused unverified only at payment. Default true. */
  requireVerified?: boolean;
}

/**
 * Checks a delivery choice against the rules of docs/behaviour/checkout.md#delivery-step for the session and its cart's
 * lines: a shipping address (or an active store when collecting) in a city delivery reaches, a
 * billing address, no marketplace item collected in store, car delivery only where the store offers
 * it, and a guest whose phone and e-mail are verified (unless options say the step comes later).
 */
export async function resolveDelivery(
  session: Session,
  delivery: Delivery,
  lines: readonly { sellerType: number }[],
  lang: Lang,
  options: ResolveOptions = {},
): Promise<ResolvedDelivery> {
  const found = await addressesFor(session, delivery, options.requireVerified ?? true);
  let pickup: PickupLocation | null = null;
  if (delivery.isPickup) {
    if (!pickupAllowed(lines)) throw new DomainError('PICKUP_NOT_AVAILABLE');
    if (!delivery.pickupLocationId) throw new DomainError('PICKUP_LOCATION_REQUIRED');
    pickup = await pickupLocation(delivery.pickupLocationId, lang);
    refusePassive(pickup.CityID);
    if (delivery.IsCarDelivery && !pickup.IsCarDeliveryAvailable) throw new DomainError('CAR_DELIVERY_NOT_AVAILABLE');
  } else {
    if (!found.shipping) throw new DomainError('SHIPPING_ADDRESS_REQUIRED');
    refusePassive(found.shipping.CityID);
  }
  // The shipping address is the bill's only when the shopper said so (never when collecting in store):
  // a billing address asked for separately and not given is missing, not silently the shipping one.
  const billing = found.billing ?? (delivery.isPickup || !delivery.IsUseShippingInfoAsBillingInfo ? null : found.shipping);
  if (!billing) throw new DomainError('BILLING_ADDRESS_REQUIRED');
  return {
    contact: found.contact,
    isGuest: found.isGuest,
    shipping: delivery.isPickup ? null : found.shipping,
    billing: billingOnly(billing),
    pickup,
    isCarDelivery: delivery.isPickup && delivery.IsCarDelivery,
  };
}
