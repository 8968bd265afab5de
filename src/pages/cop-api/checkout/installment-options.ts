import { endpoint } from '@lib/http/api.server';
import { installmentOptionsFor } from '@lib/payments/instalments.server';
import { installmentOptionsBody } from '@lib/payments/schema';

/** POST instalment options (cardNo, isPickup): the card's bank, logo, scheme, type and options for the session's bag; only the BIN is read. */
export const POST = endpoint({ body: installmentOptionsBody }, async (context, { body }) =>
  installmentOptionsFor(context.locals.session, context.locals.lang, body.cardNo, body.isPickup),
);
