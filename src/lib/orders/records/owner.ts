import type { Session } from '@lib/platform/index.server';

/** Who an order belongs to: 'c:<customerId>' for a member, 'g:<session id hash>' for a guest session. */
export function ownerOf(session: Pick<Session, 'customerId' | 'idHash'>): string {
  return session.customerId != null ? `c:${session.customerId}` : `g:${session.idHash}`;
}
