import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { logBody } from '@lib/checkout/payments/wallet/schema';
import { logActivity } from '@lib/checkout/payments/wallet/tokens.server';

/** POST log wallet activity (customerId, processDate, processType): the member's own. */
export const POST = endpoint({ body: logBody }, async (context, { body }) => logActivity(customerIdOf(context), body));
