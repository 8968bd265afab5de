import { eq, sql } from 'drizzle-orm';
import { db, type Session, type Tx } from '@lib/platform/index.server';
import { DomainError, readData } from '@lib/platform';
import { ensureCartId, findCartId } from './owner.server';
import { cartLines, carts } from './tables.server';

// Every change of a cart runs here: in one transaction that first locks the cart's row, so two
// parallel calls of the same cart take turns and neither can pass a cap the other just filled. The
// lock is taken by the UPDATE that stamps the cart's updated_at: one statement, not a SELECT … FOR
// UPDATE and a later write (the add and quantity calls have a 20 ms p99 budget).

/** The cart named is gone (merged away or deleted) by the time its lock was asked for. */
class CartGone extends Error {}

async function lockOrGone<T>(cartId: number, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  return (await db()).transaction(async (tx) => {
    const locked = await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId)).returning({ id: carts.id });
    if (locked.length === 0) throw new CartGone();
    return work(tx, cartId);
  });
}

/** Runs a change of a cart with its row locked; a cart gone meanwhile answers as holding nothing. */
export async function lockedCart<T>(cartId: number, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  try {
    return await lockOrGone(cartId, work);
  } catch (error) {
    if (error instanceof CartGone) throw new DomainError('CART_ITEM_NOT_FOUND');
    throw error;
  }
}

/**
 * The cart a session names, without a read for a guest (the id in its data): the lock's UPDATE finds
 * out whether it still exists, which spares each change a statement.
 */
async function namedCartId(session: Session): Promise<number | undefined> {
  return session.customerId == null ? readData(session, 'cartId') : findCartId(session);
}

/** A change of the session's cart, creating the cart when it has none (an add). */
export async function changeCart<T>(session: Session, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  const named = await namedCartId(session);
  if (named !== undefined) {
    try {
      return await lockOrGone(named, work);
    } catch (error) {
      if (!(error instanceof CartGone)) throw error;
    }
  }
  return lockedCart(await ensureCartId(session), work);
}

/** A change of a line the session's cart must already hold: 404 CART_ITEM_NOT_FOUND when it has no cart. */
export async function changeExistingCart<T>(session: Session, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  const cartId = await namedCartId(session);
  if (cartId === undefined) throw new DomainError('CART_ITEM_NOT_FOUND');
  return lockedCart(cartId, work);
}

/** Units in a cart, read inside its transaction (the count every change answers with). */
export async function unitsIn(tx: Tx, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row?.units ?? 0;
}
