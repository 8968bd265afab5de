import { now, db, type Session } from '@lib/platform/index.server';
import { phoneDigits } from '@lib/platform';
import { ADVISOR_HOURS, advisorSlot } from './advisor-hours';
import { shareCart } from './share.server';
import { stylistTickets } from './tables.server';

/** What a shopper leaves for a stylist to call back (validated by shareTicketSchema). */
export interface TicketInput {
  Name: string;
  Phone: string;
  Email: string;
  Note: string;
}

/** The ticket's number as the shopper quotes it. */
const ticketNo = (id: number) => `ST-${String(id).padStart(6, '0')}`;

/**
 * POST share/ticket: a callback request from a stylist about a copy of the cart, taken up at once
 * within the advisors' hours or queued for the next opening.
 */
export async function createTicket(session: Session, input: TicketInput) {
  const share = await shareCart(session);
  const at = now();
  const slot = advisorSlot(at);
  const [ticket] = await (await db())
    .insert(stylistTickets)
    .values({
      cartId: share.cartId,
      shareTokenHash: share.tokenHash,
      customerId: session.customerId,
      name: input.Name.trim(),
      phone: input.Phone ? phoneDigits(input.Phone) : null,
      email: input.Email ? input.Email.trim() : null,
      note: input.Note.trim() || null,
      scheduledFor: slot.scheduledFor,
      createdAt: at,
    })
    .returning({ id: stylistTickets.id });
  return {
    TicketNo: ticketNo(ticket!.id),
    ScheduledFor: slot.scheduledFor.toISOString(),
    IsQueued: slot.isQueued,
    Opens: ADVISOR_HOURS.opens,
    Closes: ADVISOR_HOURS.closes,
  };
}
