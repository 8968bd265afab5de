import { type DataLayerItem, pushEcommerce, toAmount } from '@lib/platform';
import { sendAdd } from '@lib/bag/cart/store';
import { favouriteGone } from '@lib/bag/favourites/store';
import type { FavouriteItem } from '@lib/bag/favourites/schema';

// Moving a favourite to the bag (docs/behaviour/bag.md#moves-between-cart-and-favourites): the cart's add call with source
// 'favourites', whose server removes a member's favourite in the same step; a guest's leaves the
// device's list here once the bag has it.

/** A favourite in GA4's item shape, in the chosen size. */
function dataLayerItem(item: FavouriteItem, size: string): DataLayerItem {
  return {
    item_id: String(item.productId),
    item_name: item.displayName,
    item_brand: item.brand,
    item_variant: size,
    price: toAmount(item.prices.sale),
    quantity: 1,
  };
}

/** Adds the favourite in a size to the bag; answers undefined on success, else the message to show. */
export async function moveToBag(item: FavouriteItem, variantId: number): Promise<string | undefined> {
  const variant = item.variants.find((v) => v.variantId === variantId);
  const answer = await sendAdd({ productId: item.productId, variantId, quantity: variant?.quantity ?? 1, source: 'favourites' }).catch(
    () => undefined,
  );
  if (!answer) return ''; // the shared client showed its error toast
  if (!answer.Success) return answer.Message ?? '';
  pushEcommerce('add_to_cart', [dataLayerItem(item, variant?.size ?? '')]);
  await favouriteGone(item.productId);
  return undefined;
}
