import { shareTicketSchema } from '@lib/bag';
import { createTicket } from '@lib/bag/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST share/ticket { Name, Phone, Email, Note }: a stylist's callback, queued outside 10:00–18:00. */
export const POST = endpoint({ body: shareTicketSchema }, async (context, { body }) => createTicket(sessionOf(context), body));
