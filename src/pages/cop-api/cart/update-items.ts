import { changeQuantities } from '@lib/cart/change.server';
import { updateItemsSchema } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** PUT update-items: several quantities at once, all or nothing. */
export const PUT = endpoint({ body: updateItemsSchema }, async (context, { body }) => changeQuantities(sessionOf(context), body.Items));
