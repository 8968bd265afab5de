import { cartView } from '@lib/bag/cart/view.server';
import type { Lang } from '@lib/platform/i18n/lang';
import type { Session } from '@lib/platform/session/session.server';
import { earnedPoints, type PointInfo } from '../../checkout/payments/onecard/earning.server';

/** GET loyalty point info: what the session's cart would earn when paid, in the shopper's segment. */
export async function cartPointInfo(session: Session | undefined, lang: Lang): Promise<PointInfo> {
  const { summary } = await cartView(session, lang);
  return earnedPoints(summary.TotalAmountToBePaid, session?.customerId ?? null);
}
