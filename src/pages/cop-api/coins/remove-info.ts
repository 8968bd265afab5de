import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { removeInfo } from '@lib/checkout/index.server';

/** GET remove info: the coins on the order and whether they can be taken off now. */
export const GET = endpoint({}, async (context) => removeInfo(context.locals.session, customerIdOf(context)));
