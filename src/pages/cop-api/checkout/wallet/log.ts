import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { logBody } from '@lib/checkout';
import { logActivity } from '@lib/checkout/index.server';

/** POST log wallet activity (customerId, processDate, processType): the member's own. */
export const POST = endpoint({ body: logBody }, async (context, { body }) => logActivity(customerIdOf(context), body));
