import { cartView } from '@lib/bag/index.server';
import type { Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';
import { earnedPoints, type PointInfo } from '@lib/checkout/index.server';

/** GET loyalty point info: what the session's cart would earn when paid, in the shopper's segment. */
export async function cartPointInfo(session: Session | undefined, lang: Lang): Promise<PointInfo> {
  const { summary } = await cartView(session, lang);
  return earnedPoints(summary.TotalAmountToBePaid, session?.customerId ?? null);
}
