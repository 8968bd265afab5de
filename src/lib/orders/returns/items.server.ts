import { and, eq } from 'drizzle-orm';
import { now, db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { isReturnable, type ItemStatus } from '@lib/orders/records/items';
import { orderLinesOf } from '@lib/orders/records/items.server';
import type { orderLines } from '@lib/orders/records/tables.server';
import { shipments } from '@lib/orders/fulfilment/tables.server';
import type { ReturnableItem } from './reasons';

type Line = typeof orderLines.$inferSelect;

/**
 * Whether an item is second-hand. The catalogue does not mark pre-owned products yet, so no line is;
 * the condition field is ready (schema, table, island) for the day a product carries the mark.
 */
const isSecondHand = (_line: Line) => false;

/** The item id of a promotion line's main product in the same order, or null. */
function mainItemOf(line: Line, lines: readonly Line[]): number | null {
  if (line.mainProductId == null) return null;
  return lines.find((l) => l.mainProductId == null && l.productId === line.mainProductId)?.id ?? null;
}

/** The order's returnable items (delivered, inside the window), of one parcel or seller when asked; one alone comes preselected. */
export async function returnableItems(
  orderId: number,
  lang: Lang,
  filter: { ShipmentNumber?: string; SellerCode?: string },
): Promise<ReturnableItem[]> {
  const lines = await orderLinesOf(orderId);
  let shipmentId: number | undefined;
  if (filter.ShipmentNumber) {
    const [parcel] = await (await db())
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.trackingNumber, filter.ShipmentNumber)));
    shipmentId = parcel?.id ?? -1;
  }
  const at = now();
  const items = lines
    .filter((l) => isReturnable(l.status as ItemStatus, l.deliveredAt, at))
    .filter((l) => (filter.SellerCode ? l.sellerCode === filter.SellerCode : true))
    .filter((l) => (shipmentId === undefined ? true : l.shipmentId === shipmentId))
    .map(
      (l): ReturnableItem => ({
        OrderItemId: l.id,
        ProductId: l.productId,
        Name: lang === 'en' ? l.nameEn : l.nameTr,
        Brand: l.brand,
        Colour: l.colour,
        Size: l.size,
        Quantity: l.quantity,
        Price: l.unitPrice * l.quantity - l.discount,
        SellerCode: l.sellerCode,
        SellerName: l.sellerName,
        ImageUrl: null,
        MainOrderItemId: mainItemOf(l, lines),
        IsSecondHand: isSecondHand(l),
        IsSelected: false,
      }),
    );
  if (items.length === 1) items[0]!.IsSelected = true;
  return items;
}
