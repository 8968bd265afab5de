import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { cancelBooking } from '@lib/programmes/index.server';
import { cancelSchema } from '@lib/programmes';

/** POST: the member cancels one of their own repair bookings (by its reference). */
export const POST = endpoint({ body: cancelSchema }, async (context, { body }) =>
  cancelBooking(customerIdOf(context), body.Reference, context.locals.lang),
);
