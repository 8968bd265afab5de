// The bag area's public face for server code: the cart, favourites, campaign pricing and coupons
// (a coupon's usage limit is enforced in bag/coupons). docs/decisions/0039-areas.md has the map.

// campaigns
export { activeCampaigns } from './campaigns/active.server';
export { cardCampaignReply } from './campaigns/card.server';
export { campaignCategories } from './campaigns/categories.server';
export { priceCart, translateIn } from './campaigns/pricing.server';
export { campaignSeeder } from './campaigns/seed.server';
export { campaigns, couponUses, customerCoupons, loyaltyEarningRates } from './campaigns/tables.server';

// cart
export { addToCart } from './cart/add.server';
export { changeQuantities, changeQuantity, removeFromCart } from './cart/change.server';
export { dataLayerOf } from './cart/data-layer.server';
export { campaignPreference, setCampaignPreference, setGift, setGiftPackage } from './cart/flags.server';
export { deleteHistoryEntry, historyPage } from './cart/history.server';
export { type LineRow, readLines } from './cart/lines.server';
export { mergeGuestCartOnSignIn } from './cart/merge.server';
export { cartHoldsExactly, cartStillHolds, lockCart, type OrderedLine, takeOrderFromCart } from './cart/ordered.server';
export { findCart } from './cart/owner.server';
export { generateShareUrl, sendShare, sharedCartView } from './cart/share.server';
export { cartHistory, cartLines, carts, cartShares, stylistTickets } from './cart/tables.server';
export { createTicket } from './cart/ticket.server';
export { cartCount, cartView, type CartView } from './cart/view.server';

// coupons
export { addCoupon, applyCoupon, removeCoupon } from './coupons/coupons.server';
export { releaseCartCoupon } from './coupons/release.server';
export { totalSummary } from './coupons/summary.server';
export { activeCoupons } from './coupons/view.server';

// favourites
export {
  addFavourite,
  countFavourites,
  favouriteIds,
  firstFavouritesPage,
  listFavourites,
  mergeGuestFavourites,
  removeFavourite,
} from './favourites/favourites.server';
export { favourites } from './favourites/tables.server';
