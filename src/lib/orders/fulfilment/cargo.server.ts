import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Db, db } from '@lib/platform/index.server';
import { orderLines } from '@lib/orders/records/tables.server';
import type { CargoType } from './cargo';
import type { CargoBranchView, CargoCompanyView, ShipmentView } from './schema';
import { cargoBranches, cargoCompanies, shipmentEvents, shipments } from './tables.server';

const companyView = (row: typeof cargoCompanies.$inferSelect): CargoCompanyView => ({
  CargoCompanyType: row.type as CargoType,
  CargoCompanyCode: row.code,
  CargoCompanyName: row.name,
  LogoUrl: row.logoUrl,
  PicksUpFromHome: row.picksUpFromHome,
  Phone: row.phone,
});

/** The active cargo companies, of one type when given. */
export async function cargoCompanyList(type?: CargoType): Promise<CargoCompanyView[]> {
  const where = type ? and(eq(cargoCompanies.isActive, true), eq(cargoCompanies.type, type)) : eq(cargoCompanies.isActive, true);
  const rows = await (await db()).select().from(cargoCompanies).where(where).orderBy(asc(cargoCompanies.name));
  return rows.map(companyView);
}

/** One active cargo company, or undefined; inside a transaction, pass it (PGlite has one connection). */
export async function cargoCompany(code: string, run?: Db): Promise<CargoCompanyView | undefined> {
  const [row] = await (run ?? (await db()))
    .select()
    .from(cargoCompanies)
    .where(and(eq(cargoCompanies.code, code), eq(cargoCompanies.isActive, true)));
  return row ? companyView(row) : undefined;
}

/** A company's branches in a city (and district when given). */
export async function cargoBranchList(code: string, cityId: number, districtId?: number): Promise<CargoBranchView[]> {
  const place = districtId
    ? and(eq(cargoBranches.cityId, cityId), eq(cargoBranches.districtId, districtId))
    : eq(cargoBranches.cityId, cityId);
  const rows = await (await db())
    .select()
    .from(cargoBranches)
    .where(and(eq(cargoBranches.companyCode, code), place))
    .orderBy(asc(cargoBranches.name));
  return rows.map((b) => ({
    BranchId: b.id,
    CargoCompanyCode: b.companyCode,
    Name: b.name,
    CityID: b.cityId,
    DistrictID: b.districtId,
    Address: b.address,
    Phone: b.phone,
  }));
}

/** An order's parcels, oldest first, each with its company, its items and its scans. */
export async function shipmentsOf(orderId: number): Promise<ShipmentView[]> {
  const database = await db();
  const rows = await database
    .select({ shipment: shipments, company: cargoCompanies })
    .from(shipments)
    .innerJoin(cargoCompanies, eq(cargoCompanies.code, shipments.companyCode))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.shipment.id);
  const events = await database
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, ids))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  const lines = await database
    .select({ id: orderLines.id, shipmentId: orderLines.shipmentId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map(({ shipment, company }) => ({
    Kind: shipment.kind as ShipmentView['Kind'],
    SellerCode: shipment.sellerCode,
    CargoCompany: companyView(company),
    TrackingNumber: shipment.trackingNumber,
    EstimatedAt: shipment.estimatedAt?.toISOString() ?? null,
    OrderItemIds: lines.filter((l) => l.shipmentId === shipment.id).map((l) => l.id),
    Events: events.filter((e) => e.shipmentId === shipment.id).map((e) => ({ Event: e.event, Place: e.place, At: e.at.toISOString() })),
  }));
}
