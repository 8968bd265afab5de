import { dataLayerOf } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET data-layer: the cart's GA4 view_cart object, for the tag manager. */
export const GET = endpoint({}, async (context) => dataLayerOf(context.locals.session, context.locals.lang));
