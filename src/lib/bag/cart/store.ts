import { atom } from 'nanostores';
import { call } from '@lib/platform';

// The cart count every page's shell shows: kept tiny (no schema, no page state), as the shell loads
// it on every landing page; the cart page's own state lives in src/islands/bag/cart/state.ts.
const COUNT_URL = '/cop-api/cart/item-count';

/** Items in the cart, shared by every island that shows it (header badge, bottom navigation …). */
export const $cartCount = atom<number>(0);

/** Sets the count from a page's server-rendered value or an answer that carried it. */
export function setCartCount(count: number): void {
  if (Number.isInteger(count) && count >= 0) $cartCount.set(count);
}

let pending: Promise<void> | undefined;

/** Reads the count from the server once for all islands; a failure is silent (docs/behaviour/errors.md#toasts-by-feature). */
export function refreshCartCount(): Promise<void> {
  pending ??= call<{ cartItemCount: number }>(COUNT_URL, { silent: true })
    .then((answer) => {
      if (answer.Success && answer.Result) setCartCount(answer.Result.cartItemCount);
    })
    .catch(() => undefined)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
