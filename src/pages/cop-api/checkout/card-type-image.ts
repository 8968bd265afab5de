import { endpoint } from '@lib/http/api.server';
import { cardTypeImage } from '@lib/payments/instalments.server';
import { cardTypeImageQuery } from '@lib/payments/schema';

/** GET card type image (cardNo): the scheme's image; only the first digits are read, and the query string is redacted from logs. */
export const GET = endpoint({ query: cardTypeImageQuery }, async (_context, { query }) => cardTypeImage(query.cardNo));
