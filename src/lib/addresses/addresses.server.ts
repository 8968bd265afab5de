import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { customers } from '@lib/account/tables.server';
import { db } from '@lib/db/client.server';
import { DomainError } from '@lib/errors/domain-error';
import { phoneDigits } from '@lib/validation/rules';
import { passiveCityIds, resolvePlace } from './locations.server';
import { billingFields } from './rules';
import { COUNTRY_ID, MAX_ADDRESSES, type Address, type AddressInput } from './schema';
import { addresses } from './tables.server';

type Row = typeof addresses.$inferSelect;

function toAddress(row: Row): Address {
  return {
    ID: row.id,
    AddressDescription: row.addressDescription,
    Name: row.name,
    CorporateName: row.corporateName ?? '',
    Phone: row.phone,
    CountryID: row.countryId,
    CountryName: 'Türkiye',
    CityID: row.cityId,
    CityName: row.cityName,
    DistrictID: row.districtId,
    DistrictName: row.districtName,
    NeighborhoodID: row.neighborhoodId,
    NeighborhoodName: row.neighborhoodName,
    AddressText: row.addressText,
    InvoiceType: row.invoiceType,
    CitizenID: row.citizenId ?? '',
    TaxNo: row.taxNo ?? '',
    TaxOffice: row.taxOffice ?? '',
    IsFavorite: row.isFavorite,
    IsCityActive: !passiveCityIds().has(row.cityId),
    // Home pickup for returns is decided by the returns domain's service areas; none yet.
    isSuitableReturnFromHome: false,
  };
}

/** The customer's addresses: the favourite first, then newest changes first. */
export async function listAddresses(customerId: number): Promise<Address[]> {
  const rows = await (await db())
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isFavorite), desc(addresses.updatedAt), asc(addresses.id));
  return rows.map(toAddress);
}

const notFound = () => new DomainError('ADDRESS_NOT_FOUND');

/** One address of the customer; another customer's address is answered exactly like a missing one. */
export async function addressOf(customerId: number, id: number): Promise<Address> {
  const [row] = await (await db())
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (!row) throw notFound();
  return toAddress(row);
}

/** Adds (ID 0) or updates an address; at most 4, counted under a lock on the customer's row. */
export async function saveAddress(customerId: number, input: AddressInput): Promise<Address> {
  const place = resolvePlace(input.CityID, input.DistrictID, input.NeighborhoodID);
  if (!place?.neighborhood) throw new DomainError('ADDRESS_NEIGHBORHOOD_MISSING');
  const values = {
    addressDescription: input.AddressDescription.trim(),
    name: (input.InvoiceType === 0 ? input.CorporateName : input.Name).trim(),
    phone: phoneDigits(input.Phone),
    countryId: COUNTRY_ID,
    cityId: place.city.Value,
    cityName: place.city.Text,
    districtId: place.district.Value,
    districtName: place.district.Text,
    neighborhoodId: place.neighborhood.Value,
    neighborhoodName: place.neighborhood.Text,
    addressText: input.AddressText.trim(),
    ...billingFields(input),
  };
  const row = await (await db()).transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (input.ID) {
      const [updated] = await tx
        .update(addresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, input.ID), eq(addresses.customerId, customerId)))
        .returning();
      if (!updated) throw notFound();
      return updated;
    }
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
    if (n >= MAX_ADDRESSES) throw new DomainError('ADDRESS_LIMIT');
    const [inserted] = await tx
      .insert(addresses)
      .values({ ...values, customerId })
      .returning();
    return inserted!;
  });
  if (input.IsFavorite) await setFavorite(customerId, row.id, true);
  return addressOf(customerId, row.id);
}

export async function deleteAddress(customerId: number, id: number): Promise<null> {
  const gone = await (await db())
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  if (!gone.length) throw notFound();
  return null;
}

/** Marks one address the favourite (only one per customer) or clears it. */
export async function setFavorite(customerId: number, id: number, isFavorite: boolean): Promise<null> {
  await (await db()).transaction(async (tx) => {
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (!own) throw notFound();
    if (isFavorite) await tx.update(addresses).set({ isFavorite: false }).where(eq(addresses.customerId, customerId));
    await tx.update(addresses).set({ isFavorite }).where(eq(addresses.id, id));
  });
  return null;
}
