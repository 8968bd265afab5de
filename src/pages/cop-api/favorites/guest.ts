import { mergeGuestFavourites } from '@lib/favourites/favourites.server';
import { guestSchema } from '@lib/favourites/schema';
import { endpoint } from '@lib/http/api.server';
import { customerIdOf } from '@lib/http/caller.server';

/** POST guest favourites (Items of productId, variantId): merges the device's list into the member's on sign-in. */
export const POST = endpoint({ body: guestSchema }, async (context, { body }) => ({
  Count: await mergeGuestFavourites(customerIdOf(context), body.Items),
}));
