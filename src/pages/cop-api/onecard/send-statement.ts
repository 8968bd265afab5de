import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sendStatement } from '@lib/programmes/loyalty/card-details.server';

/** POST send statement: the member's card statement by e-mail. */
export const POST = endpoint({ message: 'onecard:statement.sent' }, async (context) => {
  await sendStatement(customerIdOf(context), context.locals.lang);
  return null;
});
