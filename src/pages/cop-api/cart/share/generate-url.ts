import { generateShareUrl } from '@lib/bag/cart/share.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST share/generate-url: { Url, ExpiresAt } of a read-only copy of the cart. */
export const POST = endpoint({}, async (context) => generateShareUrl(sessionOf(context), context.locals.lang));
