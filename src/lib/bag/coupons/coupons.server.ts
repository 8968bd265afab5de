import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { readLines } from '@lib/bag/cart/lines.server';
import { ensureCartId, findCartId } from '@lib/bag/cart/owner.server';
import { carts } from '@lib/bag/cart/tables.server';
import { now, db, type Session, type Tx } from '@lib/platform/index.server';
import { DomainError, type Lang, formatPrice } from '@lib/platform';
import { activeCampaigns, couponCampaign, findCoupon } from '../campaigns/active.server';
import { releaseCartCoupon } from './release.server';
import { runEngine } from '../campaigns/pricing.server';
import type { CampaignRule } from '../campaigns/rules';
import type { CouponOutcome } from '../campaigns/rules-lines';
import { couponUses, coupons, customerCoupons } from '../campaigns/tables.server';

type Coupon = typeof coupons.$inferSelect;

/** The coupon a caller may use: unknown, or someone else's personal coupon, is COUPON_NOT_FOUND; expired is COUPON_EXPIRED. */
async function visibleCoupon(code: string, customerId: number | null): Promise<Coupon> {
  const coupon = await findCoupon(code);
  if (!coupon || (coupon.customerId != null && coupon.customerId !== customerId)) throw new DomainError('COUPON_NOT_FOUND');
  if (coupon.expiresAt <= now()) throw new DomainError('COUPON_EXPIRED');
  return coupon;
}

/** The coupon's active campaign, or COUPON_FOUND_CAMPAIGN_NOT_FOUND; a mobile-only coupon is refused on the web. */
function usableCampaign(coupon: Coupon, active: readonly CampaignRule[]): CampaignRule {
  const campaign = couponCampaign(coupon, active);
  if (!campaign) throw new DomainError('COUPON_FOUND_CAMPAIGN_NOT_FOUND');
  // This storefront is the web; the mobile app is another client.
  if (coupon.mobileOnly) throw new DomainError('COUPON_MOBILE_ONLY');
  return campaign;
}

/** Refuses a coupon the cart does not meet, saying what is missing when it is the minimum (counted after promotions). */
function refuseUnmet(outcome: CouponOutcome | null): void {
  if (outcome?.status === 'applied') return;
  if (outcome?.status === 'minimum') {
    const amount = outcome.missing;
    throw new DomainError('COUPON_MINIMUM_NOT_MET', { MissingAmount: amount }, { amount: formatPrice(amount) });
  }
  throw new DomainError('COUPON_CONDITION_NOT_MET');
}

/** POST add: keeps a code in the member's account (no cart involved). */
export async function addCoupon(customerId: number, code: string): Promise<void> {
  await visibleCoupon(code, customerId);
  await (await db()).insert(customerCoupons).values({ customerId, code }).onConflictDoNothing();
}

/**
 * PUT apply: checks the coupon against the cart, then in one transaction on the locked cart row
 * releases the previous coupon, records the cart's current use and takes one from the limit with a
 * guarded update, so parallel applications never pass it and every new use is checked against it.
 */
export async function applyCoupon(session: Session, code: string, lang: Lang): Promise<void> {
  const coupon = await visibleCoupon(code, session.customerId ?? null);
  usableCampaign(coupon, await activeCampaigns());
  const cartId = await ensureCartId(session);
  const [settings] = await (await db()).select().from(carts).where(eq(carts.id, cartId));
  const priced = await runEngine(await readLines(cartId, lang), {
    cartId,
    customerId: session.customerId ?? null,
    useCampaigns: settings?.useCampaigns ?? true,
    couponCode: code,
    isPickup: false,
    lang,
  });
  refuseUnmet(priced.coupon);
  await (await db()).transaction(async (tx) => {
    const [cart] = await tx.select({ code: carts.couponCode }).from(carts).where(eq(carts.id, cartId)).for('update');
    // Already applied and still held by this cart: nothing to take again. A use tied to an earlier
    // order of the cart is that order's; it never stands for this application.
    if (cart?.code === code && (await heldUse(tx, cartId, code))) return;
    if (cart?.code) await releaseCartCoupon(cartId, tx);
    await tx.insert(couponUses).values({ code, cartId, customerId: session.customerId ?? null });
    const [taken] = await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + 1` })
      .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), lt(coupons.used, coupons.usageLimit))))
      .returning({ used: coupons.used });
    if (!taken) throw new DomainError('COUPON_LIMIT_REACHED');
    await tx.update(carts).set({ couponCode: code, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  });
}

/** Whether the cart holds a current use of the code (one not yet tied to an order). */
async function heldUse(tx: Tx, cartId: number, code: string): Promise<boolean> {
  const [use] = await tx
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.cartId, cartId), eq(couponUses.code, code), isNull(couponUses.orderId)));
  return use !== undefined;
}

/** DELETE remove: takes the session's coupon off its cart and gives the use back (nothing applied: nothing to do). */
export async function removeCoupon(session: Session): Promise<void> {
  const cartId = await findCartId(session);
  if (cartId !== undefined) await releaseCartCoupon(cartId);
}
