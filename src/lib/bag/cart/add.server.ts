import { and, eq, sql } from 'drizzle-orm';
import { env, type Session, type Tx } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { favourites } from '@lib/bag/favourites/tables.server';
import { changeCart } from './locked.server';
import { quantityRefusal } from './rules';
import type { AddInput } from './schema';
import { cartHistory, cartLines } from './tables.server';
import { type VariantFacts, variantFacts, variantForAdd } from './variant.server';

/**
 * Inserts a line or adds to its quantity, recording today's price and stock as what the shopper saw;
 * the product's history entry goes in the same statement (back in the cart, it is no longer "removed").
 */
async function putLine(tx: Tx, cartId: number, facts: VariantFacts, quantity: number): Promise<void> {
  const history = tx.$with('history').as(
    tx
      .delete(cartHistory)
      .where(and(eq(cartHistory.cartId, cartId), eq(cartHistory.productId, facts.productId)))
      .returning({ productId: cartHistory.productId }),
  );
  await tx
    .with(history)
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

/** The free unit of a main product's promotion product, unless the cart holds it or has no room: 1 unit added or 0. */
async function addPromotion(tx: Tx, cartId: number, variantId: number, units: number): Promise<number> {
  if (units + 1 > env().CART_MAX_ITEMS) return 0;
  const promotion = await variantFacts(tx, variantId);
  if (!promotion) return 0;
  const added = await tx
    .insert(cartLines)
    .values({ cartId, variantId, productId: promotion.productId, quantity: 1, seenPrice: promotion.salePrice, seenStock: promotion.stock })
    .onConflictDoNothing()
    .returning({ variantId: cartLines.variantId });
  return added.length;
}

/**
 * Adds units of a variant to the session's cart (docs/behaviour/bag.md#cart): refused with the
 * reason when stock, the purchase limit or the cart's cap would be passed, and nothing changes. A
 * move from favourites or history takes the product out of its source in the same transaction.
 */
export async function addToCart(session: Session, input: AddInput): Promise<{ cartItemCount: number }> {
  return changeCart(session, async (tx, cartId) => {
    const facts = await variantForAdd(tx, cartId, input.variantId);
    if (!facts || facts.productId !== input.productId) throw new DomainError('E104');
    if (facts.mainProductId != null) throw new DomainError('PROMOTION_ITEM_NOT_SOLD_ALONE');
    const { units, line } = facts;
    const max = env().CART_MAX_ITEMS;
    const refusal = quantityRefusal(facts, line, line + input.quantity, units - line, max);
    if (refusal) throw new DomainError(refusal, undefined, { max });
    await putLine(tx, cartId, facts, input.quantity);
    let count = units + input.quantity;
    if (line === 0 && facts.promotionVariantId != null) count += await addPromotion(tx, cartId, facts.promotionVariantId, count);
    if (input.source === 'favourites' && session.customerId != null) {
      await tx.delete(favourites).where(and(eq(favourites.customerId, session.customerId), eq(favourites.productId, facts.productId)));
    }
    return { cartItemCount: count };
  });
}
