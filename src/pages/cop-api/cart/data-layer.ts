import { dataLayerOf } from '@lib/cart/data-layer.server';
import { endpoint } from '@lib/http/api.server';

/** GET data-layer: the cart's GA4 view_cart object, for the tag manager. */
export const GET = endpoint({}, async (context) => dataLayerOf(context.locals.session, context.locals.lang));
