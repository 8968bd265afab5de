import { z } from 'zod';
import { cardCampaignReply } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

// Only the first 6–8 digits of cardNo are read (card.server binOf); the query string is redacted from logs.
const query = z.object({
  cardNo: z
    .string()
    .regex(/^[\d ]{0,23}$/)
    .optional(),
  paymentMethodCode: z
    .string()
    .regex(/^[a-z_]{2,40}$/)
    .default('credit_card'),
  isPickup: z.enum(['true', 'false', 'True', 'False']).optional(),
});

/** GET pre-payment campaign control (cardNo, paymentMethodCode, isPickup): the card campaign reply for the session's cart. */
export const GET = endpoint({ query }, async (context, { query: q }) =>
  cardCampaignReply(
    context.locals.session,
    { cardNo: q.cardNo, paymentMethodCode: q.paymentMethodCode, isPickup: q.isPickup?.toLowerCase() === 'true' },
    context.locals.lang,
  ),
);
