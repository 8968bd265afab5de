import { desc, eq, inArray } from 'drizzle-orm';
import type { AddressSnapshot, PickupLocation } from '@lib/checkout';
import { pickupLocations, banks, toPickupLocation } from '@lib/checkout/index.server';
import { db, type Session } from '@lib/platform/index.server';
import { type Lang, maskTarget, readData } from '@lib/platform';
import { visibleOrder } from '../records/access.server';
import { orderLinesOf } from '../records/items.server';
import type { GuestLastOrder, OrderReceived } from '../records/schema';
import { statusOf } from '../records/status';
import { orderAddresses, orderPayments, orders } from '../records/tables.server';
import { campaigns } from '@lib/bag/index.server';
import { campaignIdsOf, discountsIn, type StoredDiscount } from '../records/discounts';

// The order-received page's data (docs/behaviour/checkout.md#order-received): the order as it was stored, in the
// page's language, for the session allowed to see it.

const snapshotOf = (a: typeof orderAddresses.$inferSelect): AddressSnapshot => ({
  AddressDescription: a.addressDescription,
  Name: a.name,
  CorporateName: a.corporateName ?? '',
  Email: a.email ?? '',
  Phone: a.phone,
  CityID: a.cityId,
  CityName: a.cityName,
  DistrictID: a.districtId,
  DistrictName: a.districtName,
  NeighborhoodID: a.neighborhoodId,
  NeighborhoodName: a.neighborhoodName,
  AddressText: a.addressText,
  InvoiceType: a.invoiceType,
  CitizenID: a.citizenId ?? '',
  TaxNo: a.taxNo ?? '',
  TaxOffice: a.taxOffice ?? '',
});

async function pickupOf(id: number | null, lang: Lang): Promise<PickupLocation | null> {
  if (id == null) return null;
  const [row] = await (await db()).select().from(pickupLocations).where(eq(pickupLocations.id, id));
  if (!row) return null;
  return toPickupLocation(row, lang);
}

async function paymentsOf(orderId: number) {
  const database = await db();
  const rows = await database.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const codes = rows.flatMap((row) => (row.bankCode ? [row.bankCode] : []));
  const named = codes.length
    ? await database.select({ code: banks.code, name: banks.name }).from(banks).where(inArray(banks.code, codes))
    : [];
  const bankName = new Map(named.map((b) => [b.code, b.name]));
  return rows.map((row) => ({
    Instrument: row.instrument,
    Amount: row.amount,
    MaskedCard: row.maskedCard,
    LastDigits: row.maskedCard ? row.maskedCard.slice(-4) : null,
    CardBrand: row.cardBrand,
    BankName: row.bankCode ? (bankName.get(row.bankCode) ?? null) : null,
    InstallmentCount: row.installmentCount,
  }));
}

/** An order's discounts in a language (campaign names read by id). */
async function discountsOf(stored: readonly StoredDiscount[], lang: Lang) {
  const ids = campaignIdsOf(stored);
  const named = ids.length
    ? await (await db())
        .select({ id: campaigns.id, nameTr: campaigns.nameTr, nameEn: campaigns.nameEn })
        .from(campaigns)
        .where(inArray(campaigns.id, ids))
    : [];
  return discountsIn(stored, new Map(named.map((c) => [c.id, c])), lang);
}

/** GET order received detail: the order a session may see, by number, in a language (ORDER_NOT_FOUND otherwise). */
export async function orderReceived(number: string, session: Session | undefined, lang: Lang): Promise<OrderReceived> {
  return receivedView(await visibleOrder(number, session), lang);
}

/** An order as stored, in a language: the confirmation's view, which the order detail extends. */
export async function receivedView(order: typeof orders.$inferSelect, lang: Lang): Promise<OrderReceived> {
  const database = await db();
  const [lines, addresses, payments, pickup, discounts] = await Promise.all([
    orderLinesOf(order.id),
    database.select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id)),
    paymentsOf(order.id),
    pickupOf(order.pickupLocationId, lang),
    discountsOf(order.discounts, lang),
  ]);
  const address = (kind: string) => addresses.find((a) => a.kind === kind);
  const shipping = address('shipping');
  const billing = address('billing');
  return {
    OrderNumber: order.number,
    CreatedAt: order.createdAt.toISOString(),
    Status: statusOf(order.status),
    IsGuest: order.isGuest,
    Email: order.email,
    Phone: maskTarget(order.phone),
    IsPickup: order.isPickup,
    IsCarDelivery: order.isCarDelivery,
    Pickup: pickup,
    ShippingAddress: shipping ? snapshotOf(shipping) : null,
    BillingAddress: snapshotOf(billing ?? shipping!),
    Lines: lines.map((line) => ({
      ProductId: line.productId,
      VariantId: line.variantId,
      Slug: line.slug,
      Brand: line.brand,
      DisplayName: lang === 'en' ? line.nameEn : line.nameTr,
      Shape: line.shape,
      Colour: line.colour,
      Size: line.size,
      Quantity: line.quantity,
      UnitPrice: line.unitPrice,
      ListPrice: line.listPrice,
      Discount: line.discount,
      LineTotal: line.unitPrice * line.quantity,
      IsGift: line.isGift,
      SellerName: line.sellerName,
    })),
    LinesTotal: order.linesTotal,
    Discounts: discounts,
    TotalDiscountAmount: order.campaignDiscount + order.couponDiscount + order.paymentDiscount,
    ShippingFee: order.shippingFee,
    Total: order.total,
    InstallmentCount: order.installmentCount,
    Payments: payments,
    GiftNote: order.giftNote,
    ShipmentNote: order.shipmentNote,
    OrderNote: order.orderNote,
    EarnedPoints: order.earnedPoints,
  };
}

/** GET guest last order info for a session (null for a member or a session that placed none). */
export async function guestLastOrder(session: Session | undefined): Promise<GuestLastOrder | null> {
  const numbers = readData(session, 'guestOrders') ?? [];
  if (session?.customerId != null || numbers.length === 0) return null;
  const [order] = await (await db())
    .select({ number: orders.number, email: orders.email, phone: orders.phone, total: orders.total })
    .from(orders)
    .where(inArray(orders.number, numbers))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order ? { OrderNumber: order.number, Email: order.email, Phone: maskTarget(order.phone), Total: order.total } : null;
}
