import { changeQuantity } from '@lib/bag/index.server';
import { quantitySchema } from '@lib/bag';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** PUT quantity: { OldQuantity, Quantity, cartItemCount }; a refusal answers its reason with Result { OldQuantity }. */
export const PUT = endpoint({ body: quantitySchema }, async (context, { body }) =>
  changeQuantity(sessionOf(context), body.variantId, body.quantity),
);
