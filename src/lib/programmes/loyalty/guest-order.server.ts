import { desc, inArray } from 'drizzle-orm';
import { contactTaken, type StoreMatch } from '@lib/account/index.server';
import { db, type Session } from '@lib/platform/index.server';
import { orders } from '@lib/orders/index.server';
import { readData } from '@lib/platform';
import { storeMatch } from './membership.server';

// The account call (docs/behaviour/accounts.md#store-customers) that the order-received and tracking screens ask: an
// account to create, or to sign in to, and the store that knows a guest's phone.

/** What a guest's orders offer on the order-received and tracking screens. */
export interface GuestOrderProperties {
  IsGuest: boolean;
  OrderCount: number;
  /** Neither the order's e-mail nor its phone has an account: offer to create one with them. */
  CanCreateAccount: boolean;
  /** The order's phone has an account: offer to sign in instead. */
  CanSignIn: boolean;
  /** A store knows the order's phone (store-customer matching). */
  StoreMatch: StoreMatch | null;
}

/**
 * GET guest order properties for a guest session's newest order. The guest proved that order's
 * phone and e-mail with codes at checkout, so telling them whether an account or a store record
 * has those contacts tells them nothing about anyone else.
 */
export async function guestOrderProperties(session: Session | undefined): Promise<GuestOrderProperties> {
  const numbers = session?.customerId == null ? (readData(session, 'guestOrders') ?? []) : [];
  const none = { IsGuest: session?.customerId == null, OrderCount: 0, CanCreateAccount: false, CanSignIn: false, StoreMatch: null };
  if (numbers.length === 0) return none;
  const [order] = await (await db())
    .select({ email: orders.email, phone: orders.phone })
    .from(orders)
    .where(inArray(orders.number, numbers))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!order) return none;
  const [emailTaken, phoneTaken] = await Promise.all([contactTaken('email', order.email), contactTaken('phone', order.phone)]);
  return {
    IsGuest: true,
    OrderCount: numbers.length,
    CanCreateAccount: !emailTaken && !phoneTaken,
    CanSignIn: emailTaken || phoneTaken,
    StoreMatch: phoneTaken ? null : await storeMatch(order.phone),
  };
}
