import { requireCustomerId } from '../../../lib/account/current.server';
import { customerById } from '../../../lib/account/customers.server';
import { ApiError, endpoint } from '../../../lib/http/api.server';
import { ErrorCode } from '../../../lib/http/envelope';

/** Account properties: whether e-mail and phone are verified. */
export const GET = endpoint({}, async (context) => {
  const customer = await customerById(requireCustomerId(context));
  if (!customer) throw new ApiError(404, ErrorCode.NotFound, 'errors:notFound.message');
  return { IsEmailVerified: customer.isEmailVerified, IsPhoneVerified: customer.isPhoneVerified };
});
