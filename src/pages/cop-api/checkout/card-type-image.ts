import { endpoint } from '@lib/platform/index.server';
import { cardTypeImage } from '@lib/checkout/index.server';
import { cardTypeImageQuery } from '@lib/checkout';

/** GET card type image (cardNo): the scheme's image; only the first digits are read, and the query string is redacted from logs. */
export const GET = endpoint({ query: cardTypeImageQuery }, async (_context, { query }) => cardTypeImage(query.cardNo));
