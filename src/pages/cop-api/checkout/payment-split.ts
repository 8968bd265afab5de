import { endpoint } from '@lib/platform/index.server';
import { paymentSplit } from '@lib/checkout/index.server';

/** GET payment split: how the session's bag is paid with its instruments, what is left for the card, which panels show. */
export const GET = endpoint({}, async (context) => paymentSplit(context.locals.session, context.locals.lang));
