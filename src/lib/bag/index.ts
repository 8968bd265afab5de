// The bag area's public face for browser and server: the cart, favourites, campaigns and
// coupons. docs/decisions/0039-areas.md has the map.

// campaigns
export { DEMO_MEMBER_SEGMENT } from './campaigns/demo';
export { campaignName, cardCampaign } from './campaigns/rules';
export { binOf, INSTALMENT_MINIMUM, installment } from './campaigns/rules-money';
export {
  addCouponSchema,
  applySchema,
  type CardCampaignReply,
  type CartSummary,
  type PricedCart,
  type PricedLine,
} from './campaigns/schema';

// cart
export {
  addSchema,
  campaignPreferenceSchema,
  type Cart,
  CART_API,
  type CartLine,
  cartQuery,
  type HopiUser,
  giftPackageSchema,
  giftSchema,
  historyDeleteSchema,
  historyQuery,
  quantitySchema,
  removeQuery,
  shareSendSchema,
  shareTicketSchema,
  summaryQuery,
  updateItemsSchema,
} from './cart/schema';
export { $cartCount, type AddToBag, BAG_ADDED, type BagAdded, refreshCartCount, SUMMARY_URL, sendAdd, setCartCount } from './cart/store';

// favourites
export { GUEST_COOKIE } from './favourites/rules';
export { type AddAnswer, addFavouriteSchema, guestSchema, listQuery, removeFavouriteQuery } from './favourites/schema';
export { $favouriteCount, $favouriteIds, loadFavouriteCount, loadFavouriteIds, startFavourites, toggleFavourite } from './favourites/store';
