import { z } from 'zod';
import { text } from '@lib/platform';

// The pricing contract: what the campaign engine reads of a cart, and what the summary, coupon and
// card campaign answers carry (docs/behaviour/bag.md#campaigns-and-instalments). Amounts are kuruş.

/** The coupon calls, under /cop-api. */
export const COUPON_API = {
  active: '/cop-api/coupons/active',
  totalSummary: '/cop-api/coupons/total-summary',
  apply: '/cop-api/coupons/apply',
  remove: '/cop-api/coupons/remove',
  add: '/cop-api/coupons/add',
  campaignCategories: '/cop-api/coupons/campaign-categories',
  cardCampaign: '/cop-api/checkout/pre-payment-campaign-control',
} as const;

/** A coupon code as typed: letters and digits, case-insensitive (kept upper-case). */
const couponCode = text(40).pipe(
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,40}$/, 'coupons:errors.invalidCode'),
);
export const applySchema = z.object({ couponCode });
export const addCouponSchema = z.object({ code: couponCode });

/** A cart line as the engine prices it: no names, only what a rule may look at. */
export interface PricingLine {
  productId: number;
  variantId: number;
  brandId: number;
  categoryId: number;
  departmentId: number;
  sellerType: number;
  quantity: number;
  /** Unit sale price, kuruş. */
  unitPrice: number;
  noInstalment: boolean;
  isPromotion: boolean;
}

/** One discount of the summary. */
export interface SummaryDiscount {
  CampaignId: number;
  Name: string;
  Amount: number;
}

/** GET summary (docs/behaviour/bag.md#summary). */
export interface CartSummary {
  LinesTotal: number;
  CampaignDiscounts: SummaryDiscount[];
  CampaignDiscountAmount: number;
  CouponCode: string | null;
  CouponDiscountAmount: number;
  /** Campaign and coupon discounts together. */
  TotalDiscountAmount: number;
  ShippingFee: number;
  /** Spend left until shipping is free; 0 when it already is. */
  RemainingForFreeShipping: number;
  TotalAmountToBePaid: number;
  Installment: {
    /** Whether instalments are offered for this cart. */
    Available: boolean;
    /** Why not: under the 100 TL minimum, or a no-instalment category in the cart. */
    Reason: 'minimum' | 'category' | null;
    MaxCount: number;
    /** The smallest monthly amount at MaxCount. */
    MonthlyAmount: number;
  };
  CustomerInformationNote: string | null;
  NoMatchWarningNote: string | null;
}

/** Card campaign reply (docs/behaviour/bag.md#campaigns-and-instalments): asked before payment with the card and method. */
export interface CardCampaignReply {
  IsDiscountApplied: boolean;
  PaymentConditionWarningNote: string | null;
  TotalAmountToBePaid: number;
}

/** One of the member's coupons (GET active coupons). */
export interface CouponView {
  Code: string;
  Description: string;
  ExpiresAt: string;
  IsUsable: boolean;
  /** Why it cannot be used now, translated; null when it can. */
  UnusableReason: string | null;
  IsSelected: boolean;
}

/** A line's share of the campaign discounts, for the cart line's Discount and CampaignId. */
export interface PricedLine {
  variantId: number;
  discount: number;
  campaignId: number | null;
}

/** Everything the engine decides for a cart: per-line discounts, the campaign shown, the summary. */
export interface PricedCart {
  lines: PricedLine[];
  appliedCampaign: { Id: number; Name: string } | null;
  /** An active card-BIN or payment-method campaign could apply at payment (the cart's HasBonusKey). */
  hasCardCampaign: boolean;
  summary: CartSummary;
}
