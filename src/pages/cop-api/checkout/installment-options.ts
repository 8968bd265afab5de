import { endpoint } from '@lib/platform/index.server';
import { installmentOptionsFor } from '@lib/checkout/index.server';
import { installmentOptionsBody } from '@lib/checkout';

/** POST instalment options (cardNo, isPickup): the card's bank, logo, scheme, type and options for the session's bag; only the BIN is read. */
export const POST = endpoint({ body: installmentOptionsBody }, async (context, { body }) =>
  installmentOptionsFor(context.locals.session, context.locals.lang, body.cardNo, body.isPickup),
);
