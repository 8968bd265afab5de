import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { moveDemand, demandView } from '@lib/programmes/index.server';
import { offerSchema } from '@lib/programmes';

/** POST offer (RebornId, Accept): the member accepts or rejects the store's offer. */
export const POST = endpoint({ body: offerSchema }, async (context, { body }) =>
  demandView(await moveDemand(body.RebornId, body.Accept ? 'accept' : 'reject', customerIdOf(context)), context.locals.t),
);
