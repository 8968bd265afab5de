import { requireCustomerId } from '@lib/account/current.server';
import { customerById, headerInfo } from '@lib/account/customers.server';
import { DomainError } from '@lib/errors/domain-error';
import { endpoint } from '@lib/http/api.server';

/** Header info: customer_fullname, user_email, customer_phone. */
export const GET = endpoint({}, async (context) => {
  const customer = await customerById(requireCustomerId(context));
  if (!customer) throw new DomainError('E104');
  return headerInfo(customer);
});
