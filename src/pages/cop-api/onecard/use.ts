import { callerOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { useSchema } from '@lib/checkout/payments/onecard/schema';
import { usePoints } from '@lib/checkout/payments/onecard/use.server';

/** POST use points: {Point, PrioritySelection 1} now, {Point, PrioritySelection 0} after a code, or {ConfirmationCode}. */
export const POST = endpoint({ body: useSchema }, async (context, { body }) => usePoints(callerOf(context), body));
