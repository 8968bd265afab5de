// GA4 ecommerce events on window.dataLayer (the shape Google Tag Manager and most analytics tools
// read): an event name and an ecommerce object whose items carry item_id, item_name, item_brand,
// price and quantity. Prices go out in TL with two decimals, as GA4 expects a currency amount.
// Nothing goes out before the shopper allows analytics (the cookie banner), and Consent Mode's
// default always comes first on the data layer, even when an island pushes before the shell loads.
import { analyticsGranted, startConsentMode } from '../consent/browser';

/** One product of an ecommerce event, in GA4's item shape. */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant?: string;
  item_category?: string;
  /** Unit price in TL (not kuruş). */
  price: number;
  quantity: number;
}

export type EcommerceEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/** The ecommerce object of an event: currency TRY and the items' value. */
export function ecommerceOf(items: DataLayerItem[]): { currency: 'TRY'; value: number; items: DataLayerItem[] } {
  const value = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0) / 100;
  return { currency: 'TRY', value, items };
}

/** Kuruş to the TL amount GA4 takes. */
export function toAmount(kurus: number): number {
  return Math.round(kurus) / 100;
}

/**
 * Pushes an ecommerce event, clearing the previous ecommerce object first as GA4 asks; `extra` adds
 * the event's own fields (a purchase's transaction_id, value, shipping; a payment's payment_type).
 * Only with analytics allowed: marketing governs the ad signals, not these events.
 */
export function pushEcommerce(event: EcommerceEvent, items: DataLayerItem[], extra: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || items.length === 0) return;
  startConsentMode();
  if (!analyticsGranted()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce: { ...ecommerceOf(items), ...extra } });
}
