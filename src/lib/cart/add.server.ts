import { and, eq, sql } from 'drizzle-orm';
import { env } from '@lib/config/env.server';
import { DomainError } from '@lib/errors/domain-error';
import { favourites } from '@lib/favourites/tables.server';
import type { Session } from '@lib/session/session.server';
import { changeCart, unitsIn } from './locked.server';
import type { Tx } from './owner.server';
import { quantityRefusal } from './rules';
import type { AddInput } from './schema';
import { cartHistory, cartLines } from './tables.server';
import { promotionOf, type VariantFacts, variantFacts } from './variant.server';

/** A line's quantity in a cart, 0 when the cart does not hold the variant. */
async function lineQuantity(tx: Tx, cartId: number, variantId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  return row?.quantity ?? 0;
}

/** Inserts a line or adds to its quantity, recording today's price and stock as what the shopper saw. */
async function putLine(tx: Tx, cartId: number, facts: VariantFacts, quantity: number): Promise<void> {
  await tx
    .insert(cartLines)
    .values({
      cartId,
      variantId: facts.variantId,
      productId: facts.productId,
      quantity,
      seenPrice: facts.salePrice,
      seenStock: facts.stock,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId],
      set: { quantity: sql`${cartLines.quantity} + ${quantity}`, seenPrice: facts.salePrice, seenStock: facts.stock },
    });
}

/** The free unit of a main product's promotion product, when it has one and the cart has room for it. */
async function addPromotion(tx: Tx, cartId: number, mainProductId: number, units: number): Promise<void> {
  const promotion = await promotionOf(tx, mainProductId);
  if (!promotion || units + 1 > env().CART_MAX_ITEMS) return;
  if ((await lineQuantity(tx, cartId, promotion.variantId)) > 0) return;
  await putLine(tx, cartId, promotion, 1);
}

/**
 * Adds units of a variant to the session's cart (shopping-journey 4, "Cart moves"): refused with the
 * reason when stock, the purchase limit or the cart's cap would be passed, and nothing changes. A
 * move from favourites or history takes the product out of its source in the same transaction.
 */
export async function addToCart(session: Session, input: AddInput): Promise<{ cartItemCount: number }> {
  return changeCart(session, async (tx, cartId) => {
    const facts = await variantFacts(tx, input.variantId);
    if (!facts || facts.productId !== input.productId) throw new DomainError('E104');
    if (facts.mainProductId != null) throw new DomainError('PROMOTION_ITEM_NOT_SOLD_ALONE');
    const current = await lineQuantity(tx, cartId, facts.variantId);
    const units = await unitsIn(tx, cartId);
    const max = env().CART_MAX_ITEMS;
    const refusal = quantityRefusal(facts, current, current + input.quantity, units - current, max);
    if (refusal) throw new DomainError(refusal, undefined, { max });
    await putLine(tx, cartId, facts, input.quantity);
    if (current === 0) await addPromotion(tx, cartId, facts.productId, units + input.quantity);
    // Back in the cart, the product is no longer "added and removed": its history entry goes.
    await tx.delete(cartHistory).where(and(eq(cartHistory.cartId, cartId), eq(cartHistory.productId, facts.productId)));
    if (input.source === 'favourites' && session.customerId != null) {
      await tx.delete(favourites).where(and(eq(favourites.customerId, session.customerId), eq(favourites.productId, facts.productId)));
    }
    return { cartItemCount: await unitsIn(tx, cartId) };
  });
}
