import { requireCustomerId } from '../../../lib/account/current.server';
import { customerById, headerInfo } from '../../../lib/account/customers.server';
import { ApiError, endpoint } from '../../../lib/http/api.server';
import { ErrorCode } from '../../../lib/http/envelope';

/** Header info: customer_fullname, user_email, customer_phone. */
export const GET = endpoint({}, async (context) => {
  const customer = await customerById(requireCustomerId(context));
  if (!customer) throw new ApiError(404, ErrorCode.NotFound, 'errors:notFound.message');
  return headerInfo(customer);
});
