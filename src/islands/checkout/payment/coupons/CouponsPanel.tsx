import type { CartSummary } from '@lib/bag';
import { CouponArea } from '../../../bag/cart/CouponArea';
import { reloadPayFigures } from './summary';

interface Props {
  summary: CartSummary;
  isGuest: boolean;
  isPickup: boolean;
}

/**
 * The payment page's coupons panel (docs/behaviour/bag.md#coupons): the bag's own
 * coupon area (a code to apply, the applied one with remove, a member's coupons), whose success reads
 * the payment's summary and split again instead of the bag's cart.
 */
export function CouponsPanel({ summary, isGuest, isPickup }: Props) {
  return <CouponArea summary={summary} signedIn={!isGuest} reload={() => reloadPayFigures(isPickup)} />;
}
