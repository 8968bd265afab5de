import { DomainError } from '@lib/platform/errors/domain-error';
import type { Session } from './session';

/** The signed-in customer's id, or 401 SESSION_TIMEOUT: the island asks for a new login. */
export function signedInId(session: Pick<Session, 'customerId'> | undefined): number {
  const id = session?.customerId;
  if (id == null) throw new DomainError('SESSION_TIMEOUT');
  return id;
}
