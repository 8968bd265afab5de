import { saveGuest } from '@lib/checkout/guest.server';
import { guestSchema } from '@lib/checkout/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST a guest's contact, shipping and optional billing address; a changed phone or e-mail must be verified again. */
export const POST = endpoint({ body: guestSchema }, (context, { body }) => saveGuest(sessionOf(context), body));
