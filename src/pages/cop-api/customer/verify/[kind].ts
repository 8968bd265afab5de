import type { APIRoute } from 'astro';
import { z } from 'zod';
import { verifyContact } from '@lib/account/contact.server';
import { CONTACT_KINDS, contactVerifySchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Verifies a contact code; for new-phone and new-email the new contact replaces the old one. */
export const POST: APIRoute = (context) => {
  const kind = z.enum(CONTACT_KINDS).safeParse(context.params.kind);
  if (!kind.success) return new Response(null, { status: 404 });
  return endpoint({ body: contactVerifySchema }, (ctx, { body }) => verifyContact(ctx, kind.data, body))(context);
};
