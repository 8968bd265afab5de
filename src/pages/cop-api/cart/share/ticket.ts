import { shareTicketSchema } from '@lib/cart/schema';
import { createTicket } from '@lib/cart/ticket.server';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST share/ticket { Name, Phone, Email, Note }: a stylist's callback, queued outside 10:00–18:00. */
export const POST = endpoint({ body: shareTicketSchema }, async (context, { body }) => createTicket(sessionOf(context), body));
