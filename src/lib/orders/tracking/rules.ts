import { type Lang, localizedPath, PATHS, type FieldRules } from '@lib/platform';
import type { ShipmentView } from '@lib/orders/fulfilment/schema';

// Guest tracking's form rules and answer, zod-free so the island stays small.

/** The lookup form's rules: the order number's shape and the e-mail. */
export const trackingLookupRules = {
  OrderNumber: [['required'], ['regex', /^V\d{6}-[A-Za-z0-9]{6}$/]],
  Email: [['required'], ['email'], ['max', 255]],
} as const satisfies FieldRules;

/** POST tracking verify's answer: the order the session may now see, and where it is shown. */
export interface TrackingGranted {
  OrderId: number;
  OrderCode: string;
  RedirectUrl: string;
  ExpiresAt: string;
}

/** The guest tracking page in a language, with an order number filled in when given (confirmation page and e-mail). */
export function trackingPath(lang: Lang, orderNumber?: string): string {
  const page = localizedPath(PATHS.orderTracking, lang);
  return orderNumber ? `${page}?${new URLSearchParams({ orderNumber })}` : page;
}

/** An order number from a link, when it has an order number's shape (anything else is ignored). */
export const linkedOrderNumber = (value: string | null): string => {
  const number = value?.trim() ?? '';
  return trackingLookupRules.OrderNumber[1][1].test(number) ? number : '';
};

/** What a parcel's head says of its arrival: the day it was delivered once it was, the estimate until then (deliveries only). */
export function parcelArrival(
  parcel: Pick<ShipmentView, 'Kind' | 'EstimatedAt' | 'Events'>,
): { kind: 'delivered' | 'estimate'; at: string } | null {
  if (parcel.Kind !== 'delivery') return null;
  const delivered = parcel.Events.findLast((event) => event.Event === 'delivered');
  if (delivered) return { kind: 'delivered', at: delivered.At };
  return parcel.EstimatedAt ? { kind: 'estimate', at: parcel.EstimatedAt } : null;
}
