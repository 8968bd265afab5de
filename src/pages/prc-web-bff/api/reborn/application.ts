import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { ownDemand, demandView } from '@lib/programmes/index.server';
import { rebornIdSchema } from '@lib/programmes';

/** GET application detail (rebornId): the member's own; another's answers as a missing one. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) =>
  demandView(await ownDemand(customerIdOf(context), query.rebornId), context.locals.t),
);
