import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { ownDemand } from '@lib/programmes/reborn/demands.server';
import { rebornIdSchema } from '@lib/programmes/reborn/schema';
import { demandView } from '@lib/programmes/reborn/views.server';

/** GET application detail (rebornId): the member's own; another's answers as a missing one. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) =>
  demandView(await ownDemand(customerIdOf(context), query.rebornId), context.locals.t),
);
