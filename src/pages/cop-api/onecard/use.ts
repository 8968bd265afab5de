import { callerOf, endpoint } from '@lib/platform/index.server';
import { useSchema } from '@lib/checkout';
import { LOYALTY_CALL, usePoints } from '@lib/checkout/index.server';

/** POST use points: {Point, PrioritySelection 1} now, {Point, PrioritySelection 0} after a code, or {ConfirmationCode}. */
export const POST = endpoint({ ...LOYALTY_CALL, body: useSchema }, async (context, { body }) => usePoints(callerOf(context), body));
