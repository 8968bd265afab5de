import { and, eq, gt } from 'drizzle-orm';
import { now, db, type Session } from '@lib/platform/index.server';
import { DomainError, readData } from '@lib/platform';
import { GUEST_GRANT_MINUTES } from './items';
import { orderGrants, orders } from './tables.server';

type Order = typeof orders.$inferSelect;

/** Whether this guest session holds an unexpired tracking grant for the order. */
async function holdsGrant(orderId: number, session: Session): Promise<boolean> {
  const [grant] = await (await db())
    .select({ orderId: orderGrants.orderId })
    .from(orderGrants)
    .where(and(eq(orderGrants.sessionIdHash, session.idHash), eq(orderGrants.orderId, orderId), gt(orderGrants.expiresAt, now())));
  return grant !== undefined;
}

/**
 * Whether a session may see an order: a member's own; a guest order this session placed; or one
 * it was granted by order tracking (number, e-mail and an SMS code to the order's phone) until the
 * grant expires — a member's order too, tracked without signing in.
 */
async function maySee(order: Order, session: Session | undefined): Promise<boolean> {
  if (!session) return false;
  if (order.customerId != null && order.customerId === session.customerId) return true;
  if (order.customerId == null && (readData(session, 'guestOrders') ?? []).includes(order.number)) return true;
  return holdsGrant(order.id, session);
}

async function answer(order: Order | undefined, session: Session | undefined): Promise<Order> {
  if (!order || !(await maySee(order, session))) throw new DomainError('ORDER_NOT_FOUND');
  return order;
}

/** An order the session may see, by number; another shopper's answers ORDER_NOT_FOUND exactly like a missing one. */
export async function visibleOrder(number: string, session: Session | undefined): Promise<Order> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.number, number));
  return answer(order, session);
}

/** The same check by order id (the after-sales pages and calls): every order call goes through one of these two. */
export async function authorisedOrder(orderId: number, session: Session | undefined): Promise<Order> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, orderId));
  return answer(order, session);
}

/** Grants a guest session access to one order for GUEST_GRANT_MINUTES (guest tracking, after its SMS code). */
export async function grantOrder(session: Session, orderId: number): Promise<Date> {
  const expiresAt = new Date(now().getTime() + GUEST_GRANT_MINUTES * 60_000);
  await (await db())
    .insert(orderGrants)
    .values({ sessionIdHash: session.idHash, orderId, expiresAt })
    .onConflictDoUpdate({ target: [orderGrants.sessionIdHash, orderGrants.orderId], set: { expiresAt } });
  return expiresAt;
}
