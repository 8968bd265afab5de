import { shareTicketSchema } from '@lib/bag/cart/schema';
import { createTicket } from '@lib/bag/cart/ticket.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST share/ticket { Name, Phone, Email, Note }: a stylist's callback, queued outside 10:00–18:00. */
export const POST = endpoint({ body: shareTicketSchema }, async (context, { body }) => createTicket(sessionOf(context), body));
