import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { agreementText } from '@lib/reborn/agreements.server';

/** GET consignor agreement: the consignment terms every application is made under. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return { agreement: agreementText('consignor', context.locals.t) };
});
