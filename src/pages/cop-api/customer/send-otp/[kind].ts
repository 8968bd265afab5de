import { z } from 'zod';
import { type ContactInput, sendContactCode } from '@lib/account/index.server';
import { emailChangeSchema, phoneChangeSchema, type ContactKind } from '@lib/account';
import { byParam, endpoint, callerOf } from '@lib/platform/index.server';

const send = (kind: ContactKind, body: z.ZodType<ContactInput>) =>
  endpoint({ body }, (context, { body: input }) => sendContactCode({ ...callerOf(context), kind, input }));

/** Sends a code to the customer's phone or e-mail, or to a new one (phone, email, new-phone, new-email). */
export const POST = byParam('kind', {
  phone: send('phone', z.object({})),
  email: send('email', z.object({})),
  'new-phone': send('new-phone', phoneChangeSchema),
  'new-email': send('new-email', emailChangeSchema),
} satisfies Record<ContactKind, unknown>);
