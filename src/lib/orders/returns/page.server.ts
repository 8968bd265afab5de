import { and, eq } from 'drizzle-orm';
import { now, db, type Session } from '@lib/platform/index.server';
import { availableReturnDates, isHomePickupArea } from '@lib/orders/fulfilment/cargo';
import { cargoCompanyList } from '@lib/orders/fulfilment/cargo.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { orderAddresses } from '@lib/orders/records/tables.server';
import { returnAddresses } from './pickup.server';

/**
 * What the easy-return page needs before its island starts: the access check first (throws
 * ORDER_NOT_FOUND), then whether the order is corporate, the companies, and the home-pickup days
 * (none for a guest, or a member with neither the order's address nor a saved one in the service
 * area) with the addresses a pickup may collect from: the order's delivery address when it is in the
 * area (its lines, for the page to show), and the member's saved ones (each says whether it is).
 */
export async function returnPage(orderId: number, session: Session | undefined) {
  const order = await authorisedOrder(orderId, session);
  const addresses = await (await db())
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, order.id)));
  const shipping = addresses.find((a) => a.kind === 'shipping');
  const billing = addresses.find((a) => a.kind === 'billing');
  const member = order.customerId != null;
  const orderInArea = member && shipping !== undefined && isHomePickupArea(shipping.cityId);
  const saved = member ? await returnAddresses(order.customerId!) : [];
  const home = orderInArea || saved.some((address) => address.isSuitableReturnFromHome);
  return {
    order,
    isCorporate: billing?.invoiceType === 0,
    companies: await cargoCompanyList(),
    homeDates: home ? availableReturnDates(now()) : [],
    pickup: {
      orderAddress:
        orderInArea && shipping
          ? `${shipping.addressText}, ${shipping.neighborhoodName}, ${shipping.districtName} / ${shipping.cityName}`
          : null,
      addresses: saved,
    },
  };
}
