import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { logBody } from '@lib/wallet/schema';
import { logActivity } from '@lib/wallet/tokens.server';

/** POST log wallet activity (customerId, processDate, processType): the member's own. */
export const POST = endpoint({ body: logBody }, async (context, { body }) => logActivity(customerIdOf(context), body));
