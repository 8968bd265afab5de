import { eq } from 'drizzle-orm';
import { db, type Session, setSessionData, type Tx } from '@lib/platform/index.server';
import { readData } from '@lib/platform';
import { carts } from './tables.server';

// Whose cart a request reaches: a member's by customer id (one per customer, a unique index), a
// guest's by the id kept in the session's server-side data. The client never names a cart.

/** The session's cart row (its id and settings), or undefined when it has none yet. */
export async function findCart(session: Pick<Session, 'customerId' | 'data'> | undefined): Promise<typeof carts.$inferSelect | undefined> {
  if (!session) return undefined;
  const guestCartId = readData(session, 'cartId');
  const where =
    session.customerId != null
      ? eq(carts.customerId, session.customerId)
      : guestCartId !== undefined
        ? eq(carts.id, guestCartId)
        : undefined;
  if (!where) return undefined;
  const [row] = await (await db()).select().from(carts).where(where);
  return row;
}

/** The session's cart id, or undefined when it has none yet (nothing to read). */
export async function findCartId(session: Pick<Session, 'customerId' | 'data'> | undefined): Promise<number | undefined> {
  return (await findCart(session))?.id;
}

/** The member's cart id, created when the member has none (safe under parallel calls). */
export async function memberCartId(customerId: number, tx?: Tx): Promise<number> {
  const database = tx ?? (await db());
  const existing = async () => (await database.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)))[0]?.id;
  // Read first: the cart exists on every call but the first, and a read is one statement.
  const found = await existing();
  if (found !== undefined) return found;
  const [created] = await database.insert(carts).values({ customerId }).onConflictDoNothing().returning({ id: carts.id });
  const id = created?.id ?? (await existing());
  if (id === undefined) throw new Error('member cart vanished');
  return id;
}

/** The session's cart id, created (and remembered in the session) when there is none. */
export async function ensureCartId(session: Session): Promise<number> {
  if (session.customerId != null) return memberCartId(session.customerId);
  const existing = await findCartId(session);
  if (existing !== undefined) return existing;
  const [created] = await (await db()).insert(carts).values({}).returning({ id: carts.id });
  if (!created) throw new Error('cart not created');
  await setSessionData(session, 'cartId', created.id);
  return created.id;
}
