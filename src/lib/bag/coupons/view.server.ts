import { eq, inArray, or } from 'drizzle-orm';
import { readLines } from '@lib/bag/cart/lines.server';
import { findCartId } from '@lib/bag/cart/owner.server';
import { carts } from '@lib/bag/cart/tables.server';
import { now, db, type Session } from '@lib/platform/index.server';
import { type Lang, formatPrice } from '@lib/platform';
import { activeCampaigns, couponCampaign, toRule } from '../campaigns/active.server';
import { runEngine, translateIn } from '../campaigns/pricing.server';
import { campaignName } from '../campaigns/rules';
import type { CouponView } from '../campaigns/schema';
import { campaigns, coupons, customerCoupons } from '../campaigns/tables.server';

type Coupon = typeof coupons.$inferSelect;

/** The member's coupons: the ones added to the account and their personal ones, not yet expired. */
async function memberCoupons(customerId: number): Promise<Coupon[]> {
  const database = await db();
  const added = database.select({ code: customerCoupons.code }).from(customerCoupons).where(eq(customerCoupons.customerId, customerId));
  const rows = await database
    .select()
    .from(coupons)
    .where(or(eq(coupons.customerId, customerId), inArray(coupons.code, added)));
  const at = now();
  return rows.filter((c) => c.expiresAt > at).sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.code.localeCompare(b.code));
}

/** GET active coupons: each with whether the session's cart can use it now, why not, and whether it is applied. */
export async function activeCoupons(session: Session, customerId: number, lang: Lang): Promise<CouponView[]> {
  const list = await memberCoupons(customerId);
  if (list.length === 0) return [];
  const database = await db();
  const names = new Map(
    (
      await database
        .select()
        .from(campaigns)
        .where(inArray(campaigns.id, [...new Set(list.map((c) => c.campaignId))]))
    ).map((row) => [row.id, campaignName(toRule(row), lang)]),
  );
  const cartId = await findCartId(session);
  const [settings] = cartId === undefined ? [] : await database.select().from(carts).where(eq(carts.id, cartId));
  const lines = cartId === undefined ? [] : await readLines(cartId, lang);
  const active = await activeCampaigns();
  const t = translateIn(lang);
  const reasonOf = async (coupon: Coupon): Promise<string | null> => {
    const selected = settings?.couponCode === coupon.code;
    if (!couponCampaign(coupon, active)) return t('campaigns:unusable.inactive');
    if (coupon.mobileOnly) return t('campaigns:unusable.mobileOnly');
    if (!selected && coupon.usageLimit != null && coupon.used >= coupon.usageLimit) return t('campaigns:unusable.limitReached');
    const priced = await runEngine(lines, {
      cartId: cartId ?? 0,
      customerId,
      useCampaigns: settings?.useCampaigns ?? true,
      couponCode: coupon.code,
      isPickup: false,
      lang,
    });
    const outcome = priced.coupon;
    if (outcome?.status === 'minimum') return t('campaigns:unusable.minimum', { amount: formatPrice(outcome.missing) });
    if (outcome?.status === 'scope') return t('campaigns:unusable.scope');
    return null;
  };
  return Promise.all(
    list.map(async (coupon) => {
      const reason = await reasonOf(coupon);
      return {
        Code: coupon.code,
        Description: names.get(coupon.campaignId) ?? coupon.code,
        ExpiresAt: coupon.expiresAt.toISOString(),
        IsUsable: reason === null,
        UnusableReason: reason,
        IsSelected: settings?.couponCode === coupon.code,
      };
    }),
  );
}
