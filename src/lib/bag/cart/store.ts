import { atom } from 'nanostores';
import { call, type Envelope } from '@lib/platform';

// The cart count every page's shell shows, and the add call every "add to bag" button sends: kept
// tiny (no schema, no page state), as the shell and the product page load it on every landing
// page; the cart page's own state lives in src/islands/bag/cart/state.ts.
/** GET item-count: the cart's units. */
export const COUNT_URL = '/cop-api/cart/item-count';
/** POST add: a variant into the session's cart, answered with the new cartItemCount. */
export const ADD_URL = '/cop-api/cart/add';
/** GET summary: the bag's totals, priced on the server. */
export const SUMMARY_URL = '/cop-api/cart/summary';

/** The event a product page's add-to-bag sends on the document once the piece is in: the mini-bag shows it. */
export const BAG_ADDED = 'bag:added';

/** What the mini-bag is told of an add: the size and quantity chosen, the bag's new count, where focus returns. */
export interface BagAdded {
  size: string | undefined;
  quantity: number;
  count: number;
  opener: HTMLElement;
}

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

/** What an add sends: the piece, and where it comes from when it moves (favourites, history). */
export interface AddToBag {
  productId: number;
  variantId: number;
  quantity: number;
  source?: 'favourites' | 'history';
}

/**
 * Sends the add call and sets every island's count from its answer's cartItemCount (no second
 * request for it). Rejects only when the call failed, which the shared client has told already.
 */
export async function sendAdd(piece: AddToBag): Promise<Envelope<{ cartItemCount: number }>> {
  const answer = await call<{ cartItemCount: number }>(ADD_URL, { method: 'POST', body: { ...piece, IsGiftCard: false } });
  if (answer.Success && answer.Result) setCartCount(answer.Result.cartItemCount);
  return answer;
}
