import { cartView } from '@lib/bag/cart/view.server';
import type { Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';

/** The coupon total summary (GET total-summary, and the answer of apply and remove). */
export interface CouponTotalSummary {
  CouponCode: string | null;
  CouponDiscountAmount: number;
  TotalAmountToBePaid: number;
  NoMatchWarningNote: string | null;
}

/** The session cart's coupon, its discount and the amount to pay. */
export async function totalSummary(session: Session | undefined, lang: Lang): Promise<CouponTotalSummary> {
  const { summary } = await cartView(session, lang);
  return {
    CouponCode: summary.CouponCode,
    CouponDiscountAmount: summary.CouponDiscountAmount,
    TotalAmountToBePaid: summary.TotalAmountToBePaid,
    NoMatchWarningNote: summary.NoMatchWarningNote,
  };
}
