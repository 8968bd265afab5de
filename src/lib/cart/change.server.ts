import { and, eq, inArray, sql } from 'drizzle-orm';
import { products } from '@lib/catalog/tables.server';
import { now } from '@lib/clock/clock.server';
import { env } from '@lib/config/env.server';
import { DomainError } from '@lib/errors/domain-error';
import type { Session } from '@lib/session/session.server';
import { changeExistingCart, unitsIn } from './locked.server';
import type { Tx } from './owner.server';
import { quantityRefusal } from './rules';
import type { CartSource } from './schema';
import { cartHistory, cartLines } from './tables.server';
import { lineForChange } from './variant.server';

// Changes of lines already in the cart: quantity (one or several, all or nothing) and removal.

/** One line's change of quantity, as the island needs it to keep or roll back its value. */
export interface QuantityChange {
  VariantId: number;
  OldQuantity: number;
  Quantity: number;
}

/** Sets one line's quantity inside the cart's transaction; a refusal throws with OldQuantity and changes nothing. */
async function setQuantity(tx: Tx, cartId: number, variantId: number, quantity: number): Promise<QuantityChange & { units: number }> {
  const line = await lineForChange(tx, cartId, variantId);
  if (!line) throw new DomainError('CART_ITEM_NOT_FOUND');
  const max = env().CART_MAX_ITEMS;
  const refusal = quantityRefusal(line, line.quantity, quantity, line.units - line.quantity, max);
  if (refusal) throw new DomainError(refusal, { VariantId: variantId, OldQuantity: line.quantity }, { max });
  // A confirmed change is the shopper seeing today's price and stock: the line's "changed" notes clear.
  await tx
    .update(cartLines)
    .set({ quantity, seenPrice: line.salePrice, seenStock: line.stock })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  return { VariantId: variantId, OldQuantity: line.quantity, Quantity: quantity, units: line.units - line.quantity + quantity };
}

/** PUT quantity: one line to a new quantity; a refusal answers its reason with Result { OldQuantity }. */
export async function changeQuantity(
  session: Session,
  variantId: number,
  quantity: number,
): Promise<{ OldQuantity: number; Quantity: number; cartItemCount: number }> {
  return changeExistingCart(session, async (tx, cartId) => {
    const change = await setQuantity(tx, cartId, variantId, quantity);
    return { OldQuantity: change.OldQuantity, Quantity: change.Quantity, cartItemCount: change.units };
  });
}

/** PUT update-items: several lines at once in one transaction, so one refusal leaves every line as it was. */
export async function changeQuantities(
  session: Session,
  items: readonly { variantId: number; quantity: number }[],
): Promise<{ Items: QuantityChange[]; cartItemCount: number }> {
  return changeExistingCart(session, async (tx, cartId) => {
    const changes: QuantityChange[] = [];
    for (const item of items) {
      const { units: _units, ...change } = await setQuantity(tx, cartId, item.variantId, item.quantity);
      changes.push(change);
    }
    return { Items: changes, cartItemCount: await unitsIn(tx, cartId) };
  });
}

/** Records a product removed from the cart as the newest history entry (one per product). */
async function remember(tx: Tx, cartId: number, productId: number, variantId: number): Promise<void> {
  const removedAt = now();
  await tx
    .insert(cartHistory)
    .values({ cartId, productId, variantId, removedAt })
    .onConflictDoUpdate({ target: [cartHistory.cartId, cartHistory.productId], set: { variantId, removedAt } });
}

/**
 * DELETE item: removes a line. The product goes to the cart's history unless it moved to the
 * favourites; a main product's last line takes its free promotion product with it.
 */
export async function removeFromCart(session: Session, variantId: number, source?: CartSource): Promise<{ cartItemCount: number }> {
  return changeExistingCart(session, async (tx, cartId) => {
    const [removed] = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)))
      .returning({ productId: cartLines.productId });
    if (!removed) throw new DomainError('CART_ITEM_NOT_FOUND');
    const [product] = await tx.select({ mainProductId: products.mainProductId }).from(products).where(eq(products.id, removed.productId));
    const isPromotion = product?.mainProductId != null;
    if (!isPromotion && source !== 'favourites') await remember(tx, cartId, removed.productId, variantId);
    if (!isPromotion) {
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, removed.productId)));
      if (!left?.n) {
        const promotions = tx.select({ id: products.id }).from(products).where(eq(products.mainProductId, removed.productId));
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, promotions)));
      }
    }
    return { cartItemCount: await unitsIn(tx, cartId) };
  });
}
