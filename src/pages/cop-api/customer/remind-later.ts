import { z } from 'zod';
import { remindLater } from '@lib/account/members/contact.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** "Remind me later" for the phone or e-mail verification reminder. */
export const POST = endpoint({ body: z.object({ Contact: z.enum(['phone', 'email']) }) }, (context, { body }) =>
  remindLater({ session: sessionOf(context), contact: body.Contact }),
);
