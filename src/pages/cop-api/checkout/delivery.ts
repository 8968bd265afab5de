import { keptDelivery, saveDelivery } from '@lib/checkout/index.server';
import { deliverySchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** GET the delivery choice kept so far (defaults before the first). */
export const GET = endpoint({}, async (context) => keptDelivery(context.locals.session));

/** POST the delivery step's choice: checked (addresses, store, passive cities, marketplace items) and kept for payment. */
export const POST = endpoint({ body: deliverySchema }, (context, { body }) => saveDelivery(sessionOf(context), body, context.locals.lang));
