import { changeQuantity } from '@lib/cart/change.server';
import { quantitySchema } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** PUT quantity: { OldQuantity, Quantity, cartItemCount }; a refusal answers its reason with Result { OldQuantity }. */
export const PUT = endpoint({ body: quantitySchema }, async (context, { body }) =>
  changeQuantity(sessionOf(context), body.variantId, body.quantity),
);
