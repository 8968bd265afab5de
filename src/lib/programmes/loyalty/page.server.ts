import { logger } from '@lib/platform/index.server';
import { cardDetails } from '@lib/programmes/loyalty/card-details.server';

/** What a loyalty page shows: a visitor, a member outside the club, a member in it, or a failed read. */
export type MemberLoyalty =
  | { kind: 'visitor' }
  | { kind: 'outside' }
  | { kind: 'member'; details: Awaited<ReturnType<typeof cardDetails>> }
  | { kind: 'failed' };

/** The signed-in member's loyalty standing for the loyalty pages; a failure is logged and shown, not thrown. */
export async function memberLoyalty(customerId: number | null): Promise<MemberLoyalty> {
  if (customerId == null) return { kind: 'visitor' };
  try {
    const details = await cardDetails(customerId);
    return details.DataModel.CurrentSegment ? { kind: 'member', details } : { kind: 'outside' };
  } catch (error) {
    logger.error({ err: error, customerId }, 'loyalty details failed');
    return { kind: 'failed' };
  }
}
