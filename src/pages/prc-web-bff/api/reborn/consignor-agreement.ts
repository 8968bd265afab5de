import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { agreementText } from '@lib/programmes/index.server';

/** GET consignor agreement: the consignment terms every application is made under. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return { agreement: agreementText('consignor', context.locals.t) };
});
