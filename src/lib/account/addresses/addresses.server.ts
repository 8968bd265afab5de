import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { customers } from '@lib/account/members/tables.server';
import { db, type Tx } from '@lib/platform/index.server';
import { DomainError, phoneDigits } from '@lib/platform';
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

/**
 * Runs a change of a customer's addresses under a lock on the customer's row, so that the count cap
 * and the favourite switch of parallel calls run one after another instead of racing.
 */
async function asCustomer<T>(customerId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return (await db()).transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    return change(tx);
  });
}

/** Clears the customer's favourite, but for one address, before another becomes it (the index allows one). */
async function clearFavorite(tx: Tx, customerId: number, except = 0): Promise<void> {
  await tx
    .update(addresses)
    .set({ isFavorite: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isFavorite, true), ne(addresses.id, except)));
}

/** Adds (ID 0) or updates an address, made the favourite with IsFavorite; at most 4, one favourite. */
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
    // Saving without IsFavorite leaves the flag as it was.
    ...(input.IsFavorite ? { isFavorite: true } : {}),
  };
  const row = await asCustomer(customerId, async (tx) => {
    if (input.IsFavorite) await clearFavorite(tx, customerId, input.ID);
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
  return toAddress(row);
}

export async function deleteAddress(customerId: number, id: number): Promise<null> {
  const gone = await (await db())
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  if (!gone.length) throw notFound();
  return null;
}

/** Marks one address the favourite (the others lose it, in the same transaction) or clears it. */
export async function setFavorite(customerId: number, id: number, isFavorite: boolean): Promise<null> {
  await asCustomer(customerId, async (tx) => {
    const own = and(eq(addresses.id, id), eq(addresses.customerId, customerId));
    const [found] = await tx.select({ id: addresses.id }).from(addresses).where(own);
    if (!found) throw notFound();
    if (isFavorite) await clearFavorite(tx, customerId, id);
    await tx.update(addresses).set({ isFavorite }).where(own);
  });
  return null;
}
