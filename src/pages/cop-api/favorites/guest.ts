import { mergeGuestFavourites } from '@lib/bag/index.server';
import { guestSchema } from '@lib/bag';
import { endpoint, customerIdOf } from '@lib/platform/index.server';

/** POST guest favourites (Items of productId, variantId): merges the device's list into the member's on sign-in. */
export const POST = endpoint({ body: guestSchema }, async (context, { body }) => ({
  Count: await mergeGuestFavourites(customerIdOf(context), body.Items),
}));
