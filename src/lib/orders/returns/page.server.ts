import { and, eq } from 'drizzle-orm';
import { now, db, type Session } from '@lib/platform/index.server';
import { availableReturnDates, isHomePickupArea } from '@lib/orders/fulfilment/cargo';
import { cargoCompanyList } from '@lib/orders/fulfilment/cargo.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { orderAddresses } from '@lib/orders/records/tables.server';

/**
 * What the easy-return page needs before its island starts: the access check first (throws
 * ORDER_NOT_FOUND), then whether the order is corporate, the companies, and the home-pickup days
 * (none for a guest or an address outside the service area).
 */
export async function returnPage(orderId: number, session: Session | undefined) {
  const order = await authorisedOrder(orderId, session);
  const addresses = await (await db())
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, order.id)));
  const shipping = addresses.find((a) => a.kind === 'shipping');
  const billing = addresses.find((a) => a.kind === 'billing');
  const home = order.customerId != null && shipping !== undefined && isHomePickupArea(shipping.cityId);
  return {
    order,
    isCorporate: billing?.invoiceType === 0,
    companies: await cargoCompanyList(),
    homeDates: home ? availableReturnDates(now()) : [],
  };
}
