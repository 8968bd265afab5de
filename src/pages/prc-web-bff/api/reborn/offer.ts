import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { moveDemand } from '@lib/programmes/reborn/consignment.server';
import { offerSchema } from '@lib/programmes/reborn/schema';
import { demandView } from '@lib/programmes/reborn/views.server';

/** POST offer (RebornId, Accept): the member accepts or rejects the store's offer. */
export const POST = endpoint({ body: offerSchema }, async (context, { body }) =>
  demandView(await moveDemand(body.RebornId, body.Accept ? 'accept' : 'reject', customerIdOf(context)), context.locals.t),
);
