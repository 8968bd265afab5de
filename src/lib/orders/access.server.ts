import { eq } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { DomainError } from '@lib/errors/domain-error';
import { readData } from '@lib/session/data';
import type { Session } from '@lib/session/session.server';
import { orders } from './tables.server';

/** Whether a session may see an order: a member's own, or one this session placed as a guest. */
function maySee(order: Pick<typeof orders.$inferSelect, 'customerId' | 'number'>, session: Session | undefined): boolean {
  if (!session) return false;
  if (order.customerId != null) return order.customerId === session.customerId;
  return (readData(session, 'guestOrders') ?? []).includes(order.number);
}

/** An order the session may see, by number; another shopper's answers ORDER_NOT_FOUND exactly like a missing one. */
export async function visibleOrder(number: string, session: Session | undefined): Promise<typeof orders.$inferSelect> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.number, number));
  if (!order || !maySee(order, session)) throw new DomainError('ORDER_NOT_FOUND');
  return order;
}
