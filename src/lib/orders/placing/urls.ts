import { type Lang, localizedPath } from '@lib/platform';

/** The order-received page of an order, in its language. */
export const receivedUrl = (number: string, lang: Lang) =>
  `${localizedPath('/checkout/orderreceived', lang)}?orderNumber=${encodeURIComponent(number)}`;

/** The payment step again, in a language, showing why the last attempt failed (on the method's tab when given). */
export function paymentRetryUrl(lang: Lang, reason: string, isGuest: boolean, method?: string): string {
  const query = new URLSearchParams({
    ...(isGuest ? { isGuestCheckout: 'True' } : {}),
    paymentError: reason,
    ...(method ? { method } : {}),
  });
  return `${localizedPath('/checkout/payment', lang)}?${query}`;
}
