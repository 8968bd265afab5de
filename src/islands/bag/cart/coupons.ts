import { COUPON_API, type CouponView } from '@lib/bag/campaigns/schema';
import { reloadCart } from './state';
import { call } from '@lib/platform';

// The coupon calls of the bag (docs/behaviour/bag.md#coupons): each success reads the cart again, so
// the summary shows the new discount; a refusal hands back the server's first message. The payment
// page's coupons panel makes the same calls and reads its own figures again instead (`reload`).

/** What a coupon call came to: done, or the words to show under the field. */
export type CouponOutcome = { ok: true } | { ok: false; message: string };

/** What a page reads again after a coupon went on or off: the bag's cart by default. */
export type CouponReload = () => Promise<void>;

async function send(url: string, method: 'PUT' | 'DELETE', body: unknown, reload: CouponReload): Promise<CouponOutcome> {
  try {
    const answer = await call(url, { method, body });
    if (!answer.Success) return { ok: false, message: answer.Message ?? '' };
  } catch {
    // The shared client has shown the error toast; nothing to add under the field.
    return { ok: false, message: '' };
  }
  await reload();
  return { ok: true };
}

/** Applies a code to the cart. */
export const applyCoupon = (couponCode: string, reload: CouponReload = reloadCart) => send(COUPON_API.apply, 'PUT', { couponCode }, reload);

/** Takes the applied code off the cart. */
export const removeCoupon = (reload: CouponReload = reloadCart) => send(COUPON_API.remove, 'DELETE', undefined, reload);

/** A member's active coupons; none for a guest or when the list cannot be read. */
export async function activeCoupons(): Promise<CouponView[]> {
  try {
    const answer = await call<CouponView[]>(COUPON_API.active, { silent: true });
    return answer.Success ? (answer.Result ?? []) : [];
  } catch {
    return [];
  }
}
