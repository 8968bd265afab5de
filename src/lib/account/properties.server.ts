import { desc, inArray } from 'drizzle-orm';
import { now } from '@lib/clock/clock.server';
import { db } from '@lib/db/client.server';
import { storeMatch, type StoreMatch } from '@lib/loyalty/membership.server';
import { orders } from '@lib/orders/tables.server';
import { readData } from '@lib/session/data';
import { setSessionData, type Session } from '@lib/session/session.server';
import { contactTaken } from './customers.server';

// The small account calls of account-and-navigation 7 the screens ask before they draw: what the
// session may open, what a guest's order offers, and the session's own heartbeat.

/** The account areas a member may open (the customer navigation's auth routes). */
const MEMBER_AREAS = ['orders', 'addresses', 'info', 'loyalty', 'reborn', 'messages', 'repair', 'favourites'] as const;

/** GET permission: whether the session is a member, what it may open, and whether a password change is pending. */
export function permissionOf(session: Session | undefined) {
  const member = session?.customerId != null;
  const forced = readData(session, 'forceChange');
  return {
    IsAuthenticated: member,
    // The member's id, which the /sf-api calls name (customerId).
    CustomerId: session?.customerId ?? null,
    Areas: member ? [...MEMBER_AREAS] : [],
    HasGuestOrders: !member && (readData(session, 'guestOrders')?.length ?? 0) > 0,
    MustChangePassword: !member && forced != null && forced.until > now().getTime(),
  };
}

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

/** POST track user session: counts the session's page views and answers whether it is signed in and until when. */
export async function trackSession(session: Session, page: string) {
  const seen = readData(session, 'activity');
  const activity = { views: Math.min((seen?.views ?? 0) + 1, 1_000_000), page, at: now().getTime() };
  await setSessionData(session, 'activity', activity);
  return {
    IsAuthenticated: session.customerId != null,
    PageViews: activity.views,
    ExpiresInSeconds: Math.max(0, Math.floor((session.expiresAt.getTime() - now().getTime()) / 1000)),
  };
}
