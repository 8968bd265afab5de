/** The checkout's steps in order, with the page of each that a shopper may return to. */
export const CHECKOUT_STEPS = [
  { id: 'delivery', path: '/checkout/address' },
  { id: 'payment', path: '/checkout/payment' },
  { id: 'confirmation', path: null },
] as const;

/** One step of the checkout frame. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];
