import { changeQuantities } from '@lib/bag/index.server';
import { updateItemsSchema } from '@lib/bag';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** PUT update-items: several quantities at once, all or nothing. */
export const PUT = endpoint({ body: updateItemsSchema }, async (context, { body }) => changeQuantities(sessionOf(context), body.Items));
