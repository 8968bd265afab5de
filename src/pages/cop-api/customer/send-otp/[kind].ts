import type { APIRoute } from 'astro';
import { z } from 'zod';
import { sendContactCode } from '@lib/account/contact.server';
import { CONTACT_KINDS, emailChangeSchema, phoneChangeSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

const bodies = { phone: z.object({}), email: z.object({}), 'new-phone': phoneChangeSchema, 'new-email': emailChangeSchema };

/** Sends a code to the customer's phone or e-mail, or to a new one (phone, email, new-phone, new-email). */
export const POST: APIRoute = (context) => {
  const kind = z.enum(CONTACT_KINDS).safeParse(context.params.kind);
  if (!kind.success) return new Response(null, { status: 404 });
  return endpoint({ body: bodies[kind.data] }, (ctx, { body }) => sendContactCode(ctx, kind.data, body))(context);
};
