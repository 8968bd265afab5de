import { and, eq, isNull, sql } from 'drizzle-orm';
import { carts } from '@lib/bag/cart/tables.server';
import { db, type Tx } from '@lib/platform/index.server';
import { couponUses, coupons } from '../campaigns/tables.server';

/**
 * Takes the cart's coupon off and gives its use back to the coupon's limit, in one transaction
 * with the cart row locked, so a parallel apply cannot count the use twice.
 */
export async function releaseCartCoupon(cartId: number, tx?: Tx): Promise<void> {
  const run = async (t: Tx) => {
    const [cart] = await t.select({ code: carts.couponCode }).from(carts).where(eq(carts.id, cartId)).for('update');
    if (!cart?.code) return;
    const released = await t
      .delete(couponUses)
      .where(and(eq(couponUses.cartId, cartId), eq(couponUses.code, cart.code), isNull(couponUses.orderId)))
      .returning({ id: couponUses.id });
    if (released.length > 0) {
      await t
        .update(coupons)
        .set({ used: sql`${coupons.used} - ${released.length}` })
        .where(eq(coupons.code, cart.code));
    }
    await t.update(carts).set({ couponCode: null, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  };
  if (tx) await run(tx);
  else await (await db()).transaction(run);
}
