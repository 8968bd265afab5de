import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { cancelBooking } from '@lib/programmes/repair/bookings.server';
import { cancelSchema } from '@lib/programmes/repair/rules';

/** POST: the member cancels one of their own repair bookings (by its reference). */
export const POST = endpoint({ body: cancelSchema }, async (context, { body }) =>
  cancelBooking(customerIdOf(context), body.Reference, context.locals.lang),
);
