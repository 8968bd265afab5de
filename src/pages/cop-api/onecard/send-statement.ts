import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL } from '@lib/checkout/index.server';
import { sendStatement } from '@lib/programmes/index.server';

/**
 * POST send statement: the member's card statement by e-mail, answered `Result.IsSucceeded` with the
 * message the toast shows. A POST, not a GET: it sends mail (decision 0056).
 */
export const POST = endpoint({ ...LOYALTY_CALL, message: 'onecard:statement.sent' }, async (context) => {
  await sendStatement(customerIdOf(context), context.locals.lang);
  return { IsSucceeded: true };
});
