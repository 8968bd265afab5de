import { changeQuantities } from '@lib/bag/cart/change.server';
import { updateItemsSchema } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** PUT update-items: several quantities at once, all or nothing. */
export const PUT = endpoint({ body: updateItemsSchema }, async (context, { body }) => changeQuantities(sessionOf(context), body.Items));
