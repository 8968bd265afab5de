import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { products, variants } from '@lib/catalogue/index.server';
import { releaseCartCoupon } from '@lib/bag/coupons/release.server';
import { env, db, clearSessionData, type Session, type Tx } from '@lib/platform/index.server';
import { readData } from '@lib/platform';
import { unitsIn } from './locked.server';
import { memberCartId } from './owner.server';
import { mergedQuantity } from './rules';
import { cartHistory, cartLines, carts } from './tables.server';

// A guest's cart joins the member's on sign-in (docs/behaviour/bag.md#cart): quantities add up, capped by
// stock, limit and the cart's cap without ever refusing the sign-in; history joins too; the guest
// cart's coupon is given back, and the guest cart is deleted.

async function mergeLines(tx: Tx, guestId: number, memberId: number): Promise<void> {
  const guestLines = await tx
    .select({
      variantId: cartLines.variantId,
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      isGift: cartLines.isGift,
      stock: variants.stock,
      salePrice: products.salePrice,
      purchaseLimit: products.purchaseLimit,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, guestId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId));
  const memberLines = await tx
    .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, memberId));
  const had = new Map(memberLines.map((line) => [line.variantId, line.quantity]));
  let units = await unitsIn(tx, memberId);
  const cartMax = env().CART_MAX_ITEMS;
  for (const line of guestLines) {
    const before = had.get(line.variantId) ?? 0;
    const quantity = mergedQuantity(line, before, line.quantity, units - before, cartMax);
    if (quantity === before) continue;
    units += quantity - before;
    await tx
      .insert(cartLines)
      .values({
        cartId: memberId,
        variantId: line.variantId,
        productId: line.productId,
        quantity,
        isGift: line.isGift,
        seenPrice: line.salePrice,
        seenStock: line.stock,
      })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: { quantity, seenPrice: line.salePrice, seenStock: line.stock },
      });
  }
}

/** The guest's history joins the member's (but for products in the member's cart); a product in both keeps its newest removal. */
async function mergeHistory(tx: Tx, guestId: number, memberId: number): Promise<void> {
  const entries = await tx
    .select({ productId: cartHistory.productId, variantId: cartHistory.variantId, removedAt: cartHistory.removedAt })
    .from(cartHistory)
    .where(
      and(
        eq(cartHistory.cartId, guestId),
        notInArray(cartHistory.productId, tx.select({ id: cartLines.productId }).from(cartLines).where(eq(cartLines.cartId, memberId))),
      ),
    );
  if (entries.length === 0) return;
  await tx
    .insert(cartHistory)
    .values(entries.map((entry) => ({ ...entry, cartId: memberId })))
    .onConflictDoUpdate({
      target: [cartHistory.cartId, cartHistory.productId],
      set: { variantId: sql`excluded.variant_id`, removedAt: sql`excluded.removed_at` },
      setWhere: sql`${cartHistory.removedAt} < excluded.removed_at`,
    });
}

/** Moves a guest cart into a member's and deletes it, all in one transaction with both rows locked. */
async function mergeCarts(guestId: number, customerId: number): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const memberId = await memberCartId(customerId, tx);
    if (memberId === guestId) return;
    // Locked in id order, so two merges into the same carts cannot wait on each other.
    for (const id of [guestId, memberId].sort((a, b) => a - b))
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, id)).for('update');
    const [guest] = await tx.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, guestId));
    // Gone already, or a member's cart (never merged away).
    if (!guest || guest.customerId != null) return;
    await mergeLines(tx, guestId, memberId);
    await mergeHistory(tx, guestId, memberId);
    await releaseCartCoupon(guestId, tx);
    await tx.delete(cartLines).where(eq(cartLines.cartId, guestId));
    await tx.delete(cartHistory).where(eq(cartHistory.cartId, guestId));
    await tx.delete(carts).where(eq(carts.id, guestId));
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, memberId));
  });
}

/** After a sign-in: merges the session's guest cart into the member's and forgets it in the session. */
export async function mergeGuestCartOnSignIn(session: Session): Promise<void> {
  const guestId = readData(session, 'cartId');
  if (guestId === undefined) return;
  if (session.customerId != null) await mergeCarts(guestId, session.customerId);
  await clearSessionData(session, 'cartId');
}
