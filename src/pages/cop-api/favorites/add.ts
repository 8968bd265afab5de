import { addFavourite } from '@lib/bag/index.server';
import { type AddAnswer, addFavouriteSchema } from '@lib/bag';
import { endpoint, customerIdOf } from '@lib/platform/index.server';

/** POST add (variantId, productId): keeps a favourite, or updates its chosen size; answers Succeed, Message. */
export const POST = endpoint({ body: addFavouriteSchema }, async (context, { body }): Promise<AddAnswer> => {
  await addFavourite(customerIdOf(context), body.productId, body.variantId);
  return { Succeed: true, Message: context.locals.t('favourites:added') };
});
