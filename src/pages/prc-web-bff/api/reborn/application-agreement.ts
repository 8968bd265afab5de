import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { applicationAgreement } from '@lib/programmes/reborn/agreements.server';
import { rebornIdSchema } from '@lib/programmes/reborn/schema';

/** GET application agreement (rebornId): the resale user agreement with this application's details. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) => ({
  agreement: await applicationAgreement(customerIdOf(context), query.rebornId, context.locals.t),
}));
