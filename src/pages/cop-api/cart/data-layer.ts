import { dataLayerOf } from '@lib/bag/cart/data-layer.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET data-layer: the cart's GA4 view_cart object, for the tag manager. */
export const GET = endpoint({}, async (context) => dataLayerOf(context.locals.session, context.locals.lang));
