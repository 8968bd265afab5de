import { z } from 'zod';
import { sendContactCode } from '@lib/account/contact.server';
import { emailChangeSchema, phoneChangeSchema, type ContactKind } from '@lib/account/schema';
import { byParam, endpoint } from '@lib/http/api.server';

const send = <B extends z.ZodType<{ PhoneNumber?: string; Email?: string }>>(kind: ContactKind, body: B) =>
  endpoint({ body }, (context, input) => sendContactCode(context, kind, input.body));

/** Sends a code to the customer's phone or e-mail, or to a new one (phone, email, new-phone, new-email). */
export const POST = byParam('kind', {
  phone: send('phone', z.object({})),
  email: send('email', z.object({})),
  'new-phone': send('new-phone', phoneChangeSchema),
  'new-email': send('new-email', emailChangeSchema),
} satisfies Record<ContactKind, unknown>);
