import { saveGuest } from '@lib/checkout/steps/guest.server';
import { guestSchema } from '@lib/checkout/steps/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST a guest's contact, shipping and optional billing address; a changed phone or e-mail must be verified again. */
export const POST = endpoint({ body: guestSchema }, (context, { body }) => saveGuest(sessionOf(context), body));
