import { DomainError, signedInId } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';
import { customerById, type Customer } from './customers.server';

/** The signed-in customer, or SESSION_TIMEOUT when there is none (or the account is gone). */
export async function signedInCustomer(session: Pick<Session, 'customerId'> | undefined): Promise<Customer> {
  const customer = await customerById(signedInId(session));
  if (!customer) throw new DomainError('SESSION_TIMEOUT');
  return customer;
}
