import { type AgreementData, renderAgreements, renderPrivacyNotice } from '@lib/checkout';
import { translator } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { OrderReceived } from './schema';

/** The documents of one order, by the names of their calls (docs/behaviour/orders.md#documents). */
export const ORDER_DOCUMENTS = ['pre-info', 'sales', 'privacy'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

/** What the agreements show, from a stored order (the same wording the shopper accepted at checkout). */
function agreementData(order: OrderReceived, lang: Lang): AgreementData {
  const t = translator(lang);
  const person = order.ShippingAddress ?? order.BillingAddress;
  return {
    date: order.CreatedAt,
    buyer: { name: person.Name, email: order.Email, phone: order.Phone },
    shipping: order.ShippingAddress,
    pickup: order.Pickup && {
      name: order.Pickup.Name,
      address: `${order.Pickup.AddressText}, ${order.Pickup.NeighborhoodName}, ${order.Pickup.DistrictName} / ${order.Pickup.CityName}`,
      phone: order.Pickup.Phone,
      carDelivery: order.IsCarDelivery,
    },
    billing: order.BillingAddress,
    lines: order.Lines.map((line) => ({
      brand: line.Brand,
      name: line.DisplayName,
      size: line.Size,
      colour: t(`catalog:colour.${line.Colour}`, { defaultValue: line.Colour }),
      quantity: line.Quantity,
      unitPrice: line.UnitPrice,
      total: line.LineTotal - line.Discount,
    })),
    discounts: order.Discounts.map((d) => ({ name: d.Name, amount: d.Amount })),
    shippingFee: order.ShippingFee,
    total: order.Total,
    paymentMethods: [...new Set(order.Payments.map((p) => p.Instrument))],
    installments: order.InstallmentCount,
  };
}

const titled = (html: string) => ({ Title: /<h2>(.*?)<\/h2>/.exec(html)?.[1] ?? '', Html: html });

/** Every document of a stored order as { Title, Html }, every value escaped: the agreements rendered once for both. */
export function orderDocuments(order: OrderReceived, lang: Lang): Record<OrderDocument, { Title: string; Html: string }> {
  const agreements = renderAgreements(agreementData(order, lang), lang);
  return {
    'pre-info': titled(agreements.PreInformationForm),
    sales: titled(agreements.DistanceSalesAgreement),
    privacy: renderPrivacyNotice(lang),
  };
}

/** One document of a stored order as { Title, Html }, every value escaped. */
export function orderDocument(order: OrderReceived, kind: OrderDocument, lang: Lang): { Title: string; Html: string } {
  if (kind === 'privacy') return renderPrivacyNotice(lang);
  return orderDocuments(order, lang)[kind];
}
