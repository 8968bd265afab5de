import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { applicationAgreement } from '@lib/programmes/index.server';
import { rebornIdSchema } from '@lib/programmes';

/** GET application agreement (rebornId): the resale user agreement with this application's details. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) => ({
  agreement: await applicationAgreement(customerIdOf(context), query.rebornId, context.locals.t, context.locals.lang),
}));
