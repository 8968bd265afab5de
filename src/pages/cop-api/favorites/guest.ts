import { mergeGuestFavourites } from '@lib/bag/favourites/favourites.server';
import { guestSchema } from '@lib/bag/favourites/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf } from '@lib/platform/http/caller.server';

/** POST guest favourites (Items of productId, variantId): merges the device's list into the member's on sign-in. */
export const POST = endpoint({ body: guestSchema }, async (context, { body }) => ({
  Count: await mergeGuestFavourites(customerIdOf(context), body.Items),
}));
