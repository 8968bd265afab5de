import { and, eq } from 'drizzle-orm';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { db, type Session } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { cargoCompany } from '@lib/orders/fulfilment/cargo.server';
import type { CargoCompanyView } from '@lib/orders/fulfilment/schema';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** A submitted return as its success page shows it. */
export interface ReturnView {
  EasyReturnId: number;
  OrderId: number;
  OrderCode: string;
  Status: string;
  ShippingPreference: string;
  CargoCompany: CargoCompanyView | null;
  ReturnCode: string | null;
  ReturnCodeExpiresAt: string | null;
  TrackingNumber: string | null;
  PickupDate: string | null;
  OrderItemIds: number[];
}

/** A return request by id, unchecked (the view's source). */
async function returnRequest(id: number) {
  const [row] = await (await db())
    .select()
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.id, id), eq(afterSalesRequests.kind, 'return')));
  return row;
}

/** A return the session may see (through its order's access check); any other answers RETURN_NOT_FOUND. */
export async function returnView(session: Session | undefined, id: number): Promise<ReturnView> {
  const request = await returnRequest(id);
  if (!request) throw new DomainError('RETURN_NOT_FOUND');
  const order = await authorisedOrder(request.orderId, session).catch(() => {
    throw new DomainError('RETURN_NOT_FOUND');
  });
  const items = await (await db())
    .select({ id: afterSalesItems.orderLineId })
    .from(afterSalesItems)
    .where(eq(afterSalesItems.requestId, id));
  return {
    EasyReturnId: request.id,
    OrderId: order.id,
    OrderCode: order.number,
    Status: request.status,
    ShippingPreference: request.shippingPreference ?? '',
    CargoCompany: request.cargoCompanyCode ? ((await cargoCompany(request.cargoCompanyCode)) ?? null) : null,
    ReturnCode: request.returnCode,
    ReturnCodeExpiresAt: request.returnCodeExpiresAt?.toISOString() ?? null,
    TrackingNumber: request.trackingNumber,
    PickupDate: request.pickupDate,
    OrderItemIds: items.map((i) => i.id).sort((a, b) => a - b),
  };
}
