import { changeQuantity } from '@lib/bag/cart/change.server';
import { quantitySchema } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** PUT quantity: { OldQuantity, Quantity, cartItemCount }; a refusal answers its reason with Result { OldQuantity }. */
export const PUT = endpoint({ body: quantitySchema }, async (context, { body }) =>
  changeQuantity(sessionOf(context), body.variantId, body.quantity),
);
