import { generateShareUrl } from '@lib/bag/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST share/generate-url: { Url, ExpiresAt } of a read-only copy of the cart. */
export const POST = endpoint({}, async (context) => generateShareUrl(sessionOf(context), context.locals.lang));
