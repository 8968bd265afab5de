import { and, eq, inArray, sql } from 'drizzle-orm';
import { products } from '@lib/catalogue/index.server';
import { now, env, type Session, type Tx } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { changeExistingCart, unitsIn } from './locked.server';
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

/**
 * After a line of a product (not a promotion product) went, in one statement: the product becomes
 * the newest history entry unless `remember` is off (it moved to the favourites), and when no line
 * of it is left its free promotion product goes too. Answers the cart's units after both.
 */
async function afterRemoval(tx: Tx, cartId: number, productId: number, variantId: number, remember: boolean): Promise<number> {
  const promotions = tx.$with('promotions').as(
    tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.cartId, cartId),
          inArray(cartLines.productId, tx.select({ id: products.id }).from(products).where(eq(products.mainProductId, productId))),
          sql`not exists (select 1 from ${cartLines} kept where kept.cart_id = ${cartId} and kept.product_id = ${productId})`,
        ),
      )
      .returning({ quantity: cartLines.quantity }),
  );
  const removedAt = now();
  const history = tx.$with('history').as(
    tx
      .insert(cartHistory)
      .values({ cartId, productId, variantId, removedAt })
      .onConflictDoUpdate({ target: [cartHistory.cartId, cartHistory.productId], set: { variantId, removedAt } })
      .returning({ productId: cartHistory.productId }),
  );
  // The main query sees the cart as the statement began: the promotion lines it deleted are taken off.
  const [row] = await tx
    .with(...(remember ? [promotions, history] : [promotions]))
    .select({
      units: sql<number>`(coalesce(sum(${cartLines.quantity}), 0) - (select coalesce(sum(p.quantity), 0) from ${promotions} p))::int`,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row?.units ?? 0;
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
      .returning({
        productId: cartLines.productId,
        mainProductId: sql<
          number | null
        >`(select ${products.mainProductId} from ${products} where ${products.id} = ${cartLines.productId})`,
      });
    if (!removed) throw new DomainError('CART_ITEM_NOT_FOUND');
    const units =
      removed.mainProductId != null
        ? await unitsIn(tx, cartId)
        : await afterRemoval(tx, cartId, removed.productId, variantId, source !== 'favourites');
    return { cartItemCount: units };
  });
}
