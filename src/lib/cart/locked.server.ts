import { eq, sql } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { DomainError } from '@lib/errors/domain-error';
import type { Session } from '@lib/session/session.server';
import { ensureCartId, findCartId, type Tx } from './owner.server';
import { cartLines, carts } from './tables.server';

// Every change of a cart runs here: in one transaction that first locks the cart's row, so two
// parallel calls of the same cart take turns and neither can pass a cap the other just filled.

/** Runs a change of a cart with its row locked; the work sees the cart's id and the transaction. */
export async function lockedCart<T>(cartId: number, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  return (await db()).transaction(async (tx) => {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
    const result = await work(tx, cartId);
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    return result;
  });
}

/** A change of the session's cart, creating the cart when it has none (an add). */
export async function changeCart<T>(session: Session, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  return lockedCart(await ensureCartId(session), work);
}

/** A change of a line the session's cart must already hold: 404 CART_ITEM_NOT_FOUND when it has no cart. */
export async function changeExistingCart<T>(session: Session, work: (tx: Tx, cartId: number) => Promise<T>): Promise<T> {
  const cartId = await findCartId(session);
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
