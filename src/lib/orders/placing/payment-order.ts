import type { AddressSnapshot, PaymentAddress, PaymentOrder } from '@lib/checkout';
import type { Lang } from '@lib/platform';
import { proportional } from '../refunds/allocate';
import type { PreparedOrder } from './reserve.server';

// What a payment provider is told of the order it charges (iyzico asks for the buyer and the
// basket): the card's part of the order, shared over its lines and delivery in proportion to what
// each costs, to the kuruş.

/** The provider's item id of an order line (refunds name the lines they are for by it). */
export const lineItemId = (variantId: number) => `line:${variantId}`;
/** The provider's item id of the delivery fee. */
const DELIVERY_ITEM = 'delivery';

const addressOf = (a: AddressSnapshot): PaymentAddress => ({
  contactName: a.Name,
  city: a.CityName,
  district: a.DistrictName,
  line: `${a.AddressText}, ${a.NeighborhoodName}, ${a.DistrictName}`,
});

/** The order as the rail's provider is told of it, for the `amount` the rail pays. */
export function paymentOrderOf(
  prepared: PreparedOrder,
  delivery: { billing: AddressSnapshot; shipping: AddressSnapshot | null },
  amount: number,
  clientAddress: string,
  lang: Lang,
): PaymentOrder {
  const { order, lines } = prepared;
  const goods = lines.map((line) => ({
    id: lineItemId(line.variantId),
    name: (lang === 'en' ? line.nameEn : line.nameTr) ?? '',
    category: line.brand ?? '',
    weight: line.unitPrice * line.quantity - (line.discount ?? 0),
  }));
  const fee = order.shippingFee ?? 0;
  const items = fee > 0 ? [...goods, { id: DELIVERY_ITEM, name: DELIVERY_ITEM, category: DELIVERY_ITEM, weight: fee }] : goods;
  const shares = proportional(
    amount,
    items.map((item) => Math.max(0, item.weight)),
  );
  return {
    buyer: {
      id: order.owner,
      name: delivery.billing.Name,
      email: order.email,
      phone: order.phone,
      identityNumber: delivery.billing.CitizenID || null,
      ip: clientAddress,
    },
    billing: addressOf(delivery.billing),
    shipping: delivery.shipping ? addressOf(delivery.shipping) : null,
    items: items
      .map((item, i) => ({ id: item.id, name: item.name, category: item.category, amount: shares[i] ?? 0 }))
      .filter((item) => item.amount > 0),
  };
}
