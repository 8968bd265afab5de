import { now, setSessionData, type Session } from '@lib/platform/index.server';
import { readData } from '@lib/platform';

// The small account calls (docs/behaviour/accounts.md#account-information) the screens ask before they draw: what the
// session may open and the session's own heartbeat (what a guest's order offers is the loyalty
// programme's guest-order.server.ts: it reads orders and store records, both above this area).

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
