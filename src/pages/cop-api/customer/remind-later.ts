import { z } from 'zod';
import { remindLater } from '@lib/account/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** "Remind me later" for the phone or e-mail verification reminder. */
export const POST = endpoint({ body: z.object({ Contact: z.enum(['phone', 'email']) }) }, (context, { body }) =>
  remindLater({ session: sessionOf(context), contact: body.Contact }),
);
