import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { agreementText } from '@lib/programmes/reborn/agreements.server';

/** GET consignor agreement: the consignment terms every application is made under. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return { agreement: agreementText('consignor', context.locals.t) };
});
