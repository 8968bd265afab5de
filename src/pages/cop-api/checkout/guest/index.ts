import { saveGuest } from '@lib/checkout/index.server';
import { guestSchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST a guest's contact, shipping and optional billing address; a changed phone or e-mail must be verified again. */
export const POST = endpoint({ body: guestSchema }, (context, { body }) => saveGuest(sessionOf(context), body));
