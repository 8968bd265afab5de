import { asc, eq } from 'drizzle-orm';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { now, db } from '@lib/platform/index.server';
import { catalogIndex } from '@lib/catalogue/index.server';
import { shipmentsOf } from '@lib/orders/fulfilment/cargo.server';
import { catchUpOrders } from '@lib/orders/fulfilment/clock.server';
import type { Lang } from '@lib/platform';
import { refundsOf } from '@lib/orders/refunds/views.server';
import type { AfterSalesView, OrderDetail } from './detail-schema';
import { invoicesOf } from './invoices.server';
import { isAddressChangeable, type ItemStatus, itemActions } from './items';
import { receivedView } from '../placing/received.server';
import { orderLinesOf } from './items.server';
import type { orders } from './tables.server';

type Order = typeof orders.$inferSelect;

/** An order's cancel and return requests, newest first, each with its items. */
async function requestsOf(orderId: number): Promise<AfterSalesView[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(afterSalesRequests)
    .where(eq(afterSalesRequests.orderId, orderId))
    .orderBy(asc(afterSalesRequests.id));
  const items = rows.length
    ? await database
        .select({ requestId: afterSalesItems.requestId, lineId: afterSalesItems.orderLineId })
        .from(afterSalesItems)
        .innerJoin(afterSalesRequests, eq(afterSalesRequests.id, afterSalesItems.requestId))
        .where(eq(afterSalesRequests.orderId, orderId))
    : [];
  return rows.reverse().map((r) => ({
    RequestId: r.id,
    Kind: r.kind as AfterSalesView['Kind'],
    Status: r.status,
    ShippingPreference: r.shippingPreference,
    CargoCompanyCode: r.cargoCompanyCode,
    ReturnCode: r.returnCode,
    ReturnCodeExpiresAt: r.returnCodeExpiresAt?.toISOString() ?? null,
    TrackingNumber: r.trackingNumber,
    PickupDate: r.pickupDate,
    OrderItemIds: items.filter((i) => i.requestId === r.id).map((i) => i.lineId),
    CreatedAt: r.createdAt.toISOString(),
  }));
}

/** Which of some seller codes are marketplace sellers (SellerType above 1), from the catalogue's cached index. */
async function marketplaceCodes(codes: string[]): Promise<Set<string>> {
  const wanted = new Set(codes);
  const { sellerById } = await catalogIndex();
  return new Set(
    [...sellerById.values()].filter((seller) => seller.sellerType > 1 && wanted.has(seller.code)).map((seller) => seller.code),
  );
}

/** The order detail (v3): brought up to the store's clock first, then read whole. */
export async function orderDetail(order: Order, lang: Lang): Promise<OrderDetail> {
  await catchUpOrders([order.id]);
  const [view, lines, shipments, requests, refunds] = await Promise.all([
    receivedView(order, lang),
    orderLinesOf(order.id),
    shipmentsOf(order.id),
    requestsOf(order.id),
    refundsOf(order.id),
  ]);
  const marketplace = await marketplaceCodes(lines.map((line) => line.sellerCode));
  const at = now();
  const paid = order.status === 'received';
  const statuses = lines.map((line) => line.status as ItemStatus);
  return {
    ...view,
    OrderId: order.id,
    Items: lines.map((line) => ({
      OrderItemID: line.id,
      Status: line.status as ItemStatus,
      StatusAt: line.statusAt.toISOString(),
      DeliveredAt: line.deliveredAt?.toISOString() ?? null,
      SellerCode: line.sellerCode,
      IsMarketplace: marketplace.has(line.sellerCode),
      Actions: paid
        ? itemActions(line.status as ItemStatus, line.deliveredAt, at)
        : { CanCancel: false, CanReturn: false, CanCancelReturn: false },
    })),
    CanChangeAddress: paid && !order.isPickup && isAddressChangeable(statuses),
    Shipments: shipments,
    Requests: requests,
    Refunds: refunds,
    Invoices: paid ? invoicesOf(order, lines) : [],
  };
}
