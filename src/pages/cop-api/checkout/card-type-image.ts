import { endpoint } from '@lib/platform/http/api.server';
import { cardTypeImage } from '@lib/checkout/payments/card/instalments.server';
import { cardTypeImageQuery } from '@lib/checkout/payments/card/schema';

/** GET card type image (cardNo): the scheme's image; only the first digits are read, and the query string is redacted from logs. */
export const GET = endpoint({ query: cardTypeImageQuery }, async (_context, { query }) => cardTypeImage(query.cardNo));
