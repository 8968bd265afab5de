import { eq } from 'drizzle-orm';
import { cache, now, db } from '@lib/platform/index.server';
import type { CampaignKind, CampaignRule } from './rules';
import { campaigns, coupons } from './tables.server';

// Campaigns are a few dozen rows read on every cart answer (add to cart has a 20 ms p99 budget):
// they are read at most every few seconds (platform/freshness, under no version: staff change them
// rarely) and filtered by the store's clock on each use, so a campaign starts and ends on time
// even from the cache.

const TTL_MS = 5_000;
type Row = typeof campaigns.$inferSelect;
const rowsKept = cache<Row[]>({ name: 'campaigns', max: 1, maxAgeMs: TTL_MS });
const readCampaigns = async () => (await db()).select().from(campaigns);

const allCampaigns = (): Promise<Row[]> => rowsKept('all', [], readCampaigns);

/** A row as the engine reads it. */
export const toRule = (row: Row): CampaignRule => ({ ...row, kind: row.kind as CampaignKind });

/** Whether a campaign runs at an instant (startsAt ≤ at < endsAt). */
const isActive = (row: Pick<Row, 'startsAt' | 'endsAt'>, at: Date) => row.startsAt <= at && at < row.endsAt;

/** The campaigns running now, with their dates (for the campaign category list). */
export async function activeCampaignRows(): Promise<Row[]> {
  const at = now();
  return (await allCampaigns()).filter((row) => isActive(row, at));
}

/** The campaigns running now, as the engine reads them. */
export async function activeCampaigns(): Promise<CampaignRule[]> {
  return (await activeCampaignRows()).map(toRule);
}

// A coupon's code, campaign, owner and expiry never change once issued; the use count (which
// changes) is read only by the guarded update and the active list, never from here.
const couponsKept = cache<typeof coupons.$inferSelect>({ name: 'coupons', max: 1_000, maxAgeMs: TTL_MS });

/** A coupon's row (kept briefly; its `used` may be stale), or undefined when no such code exists (a miss is not kept). */
export function findCoupon(code: string) {
  return couponsKept(code, [], async () => (await (await db()).select().from(coupons).where(eq(coupons.code, code)))[0]);
}

/** The active campaign a coupon belongs to, or null when none runs now. */
export function couponCampaign(coupon: { campaignId: number }, active: readonly CampaignRule[]): CampaignRule | null {
  return active.find((c) => c.id === coupon.campaignId && c.kind === 'coupon') ?? null;
}
