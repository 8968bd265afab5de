import { requireCustomerId } from '@lib/account/current.server';
import { customerById } from '@lib/account/customers.server';
import { DomainError } from '@lib/errors/domain-error';
import { endpoint } from '@lib/http/api.server';

/** Account properties: whether e-mail and phone are verified. */
export const GET = endpoint({}, async (context) => {
  const customer = await customerById(requireCustomerId(context));
  if (!customer) throw new DomainError('E104');
  return { IsEmailVerified: customer.isEmailVerified, IsPhoneVerified: customer.isPhoneVerified };
});
