import { z } from 'zod';
import { emailRules, phoneRules } from '@lib/account';
import { firstFailure, id, text, withRules } from '@lib/platform';
import { ADD_URL, COUNT_URL, SUMMARY_URL } from './store';

// The cart's wire contract (docs/behaviour/bag.md#cart): request schemas, then the answers' shapes.
// Field names are those of docs/behaviour/bag.md. Shared by the endpoints, the islands and tests.

/** The cart calls, under /cop-api. */
export const CART_API = {
  initialize: '/cop-api/cart/initialize',
  cart: '/cop-api/cart',
  summary: SUMMARY_URL,
  count: COUNT_URL,
  add: ADD_URL,
  item: '/cop-api/cart/item',
  quantity: '/cop-api/cart/quantity',
  updateItems: '/cop-api/cart/update-items',
  gift: '/cop-api/cart/item-gift',
  giftPackage: '/cop-api/cart/gift-package',
  campaignPreference: '/cop-api/cart/campaign-preference',
  history: '/cop-api/cart/history',
  historyDelete: '/cop-api/cart/history/delete',
  shareUrl: '/cop-api/cart/share/generate-url',
  shareSend: '/cop-api/cart/share/send',
  shareTicket: '/cop-api/cart/share/ticket',
  loyaltyPoints: '/cop-api/cart/loyalty-point-info',
  dataLayer: '/cop-api/cart/data-layer',
} as const;

/** Where an add or a removal comes from: a move removes the item from its source in the same step. */
const cartSource = z.enum(['product', 'favourites', 'history', 'cart']);
export type CartSource = z.infer<typeof cartSource>;

const quantity = z.number().int().min(1).max(1000);

export const addSchema = z.object({
  productId: id(),
  variantId: id(),
  quantity: quantity.default(1),
  IsGiftCard: z.boolean().default(false),
  source: cartSource.optional(),
});
export type AddInput = z.infer<typeof addSchema>;

export const removeQuery = z.object({ variantId: id(), source: cartSource.optional() });
export const quantitySchema = z.object({ variantId: id(), quantity });
export const updateItemsSchema = z.object({ Items: z.array(quantitySchema).min(1).max(100) });
export const giftSchema = z.object({ variantId: id(), isGift: z.boolean() });
export const giftPackageSchema = z.object({ isMultipleGiftPackage: z.boolean() });
export const campaignPreferenceSchema = z.object({ customerWantsToUseCampaign: z.boolean() });
export const historyQuery = z.object({
  limit: id({ max: 24 }).default(5),
  offset: id({ min: 0, max: 10_000 }).default(0),
});
export const historyDeleteSchema = z.object({ productId: id() });
/** Send the cart's link: To is a mobile number as typed (sms) or an e-mail address (email), by the account rules. */
export const shareSendSchema = z.object({ Channel: z.enum(['sms', 'email']), To: text(255) }).superRefine((values, ctx) => {
  const failure = firstFailure(values.To, values.Channel === 'sms' ? phoneRules : emailRules, values);
  if (failure) ctx.addIssue({ code: 'custom', path: ['To'], message: failure.key, params: failure.params, input: values.To });
});
/** A stylist ticket: a name, and a phone or an e-mail (either is enough) to be reached at. */
export const shareTicketSchema = withRules(z.object({ Name: text(255), Phone: text(20), Email: text(255), Note: text(1000) }), {
  Name: [['required'], ['max', 255]],
  Phone: [['phone'], ['onlyIf', 'Email', ''], ['required']],
  Email: [['email'], ['max', 255]],
});
/** A query flag as the clients send it ("True", "false" …). */
const queryFlag = z.enum(['true', 'false', 'True', 'False']).optional();
export const cartQuery = z.object({ isCheckoutPage: queryFlag });
export const summaryQuery = z.object({ isPickup: queryFlag, isCheckoutPage: queryFlag });

/** What changed since the shopper added the line. */
export interface LineChange {
  /** The price then and now (kuruş), when it moved. */
  Price?: { From: number; To: number };
  /** The stock fell below the line's quantity, or ran out. */
  Stock?: 'out' | 'less';
}

/** A product in one size as a cart line and a history entry both show it. */
interface CartPiece {
  ProductId: number;
  VariantId: number;
  Slug: string;
  Brand: string;
  DisplayName: string;
  /** Picture parameters (productPictures(shape, colour)). */
  Shape: string;
  Colour: string;
  Size: string;
  ListPrice: number;
  SalePrice: number;
  StockState: 'in' | 'low' | 'out';
}

/** One line of the cart as the page shows it. */
export interface CartLine extends CartPiece {
  Quantity: number;
  IsGift: boolean;
  InstallmentCount: number;
  SellerName: string;
  IsPromotionProduct: boolean;
  /** Units left of the variant. */
  Stock: number;
  PurchaseLimit: number | null;
  /** Most the shopper may set now: stock, purchase limit and the cart's cap. */
  MaxQuantity: number;
  /** SalePrice × Quantity. */
  LineTotal: number;
  /** The campaign discount on this line (kuruş), 0 when none. */
  Discount: number;
  CampaignId: number | null;
  NoInstalment: boolean;
  Change: LineChange | null;
}

export interface SellerGroup {
  SellerCode: string;
  /** 1 the store itself, above 1 a marketplace seller. */
  SellerType: number;
  SellerName: string;
  Products: CartLine[];
}

/** The cart's coins block: a member's partner-coins app, when linked. */
export interface HopiUser {
  coinBalance: number;
  usedCoins: number;
  couponCode: string;
}

export interface Cart {
  GroupedProducts: SellerGroup[];
  /** Units in the cart (the header count). */
  TotalCount: number;
  AppliedCampaign: { Id: number; Name: string } | null;
  IsShowShippingNoteActive: boolean;
  HasBonusKey: boolean;
  /** The coins block: null in the bag's own view; the cart calls add a linked member's (checkout/payments/coins). */
  HopiUserResponse: HopiUser | null;
  HasAnyGiftItem: boolean;
  IsSuitableForMultipleGiftPackage: boolean;
  IsMultipleGiftPackage: boolean;
  CustomerWantsToUseCampaign: boolean;
}

/** One history entry: a product once in the cart, with the size it had. */
export interface HistoryItem extends CartPiece {
  RemovedAt: string;
}

/** A shared cart's read-only copy (the stylist link), priced as of today. */
export interface SharedCart {
  Lines: CartLine[];
  LinesTotal: number;
  SharedAt: string;
  ExpiresAt: string;
}

/** The shared cart page's path for a token (under the optional language prefix). */
export const sharedCartPath = (token: string) => `/cart/shared/${token}`;
