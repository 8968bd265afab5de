import type { LineRow } from '@lib/cart/lines.server';
import type { Lang } from '@lib/i18n/lang';
import type { CartSummary, PricedCart } from './schema';

/** What pricing a cart needs besides its lines. */
export interface PricingOptions {
  cartId: number;
  customerId: number | null;
  useCampaigns: boolean;
  couponCode: string | null;
  isPickup: boolean;
  lang: Lang;
}

// SCAFFOLD (issue 10 foundation): the campaign helper replaces this body with the engine; the
// signature is the contract the cart uses.
/** Prices a cart from the database's prices: campaigns, coupon, shipping and instalments. */
export async function priceCart(lines: readonly LineRow[], options: PricingOptions): Promise<PricedCart> {
  void options;
  const linesTotal = lines.reduce((sum, l) => sum + l.salePrice * l.quantity, 0);
  const summary: CartSummary = {
    LinesTotal: linesTotal,
    CampaignDiscounts: [],
    CampaignDiscountAmount: 0,
    CouponCode: null,
    CouponDiscountAmount: 0,
    TotalDiscountAmount: 0,
    ShippingFee: 0,
    RemainingForFreeShipping: 0,
    TotalAmountToBePaid: linesTotal,
    Installment: { Available: false, Reason: 'minimum', MaxCount: 1, MonthlyAmount: linesTotal },
    CustomerInformationNote: null,
    NoMatchWarningNote: null,
  };
  return {
    lines: lines.map((l) => ({ variantId: l.variantId, discount: 0, campaignId: null })),
    appliedCampaign: null,
    hasCardCampaign: false,
    summary,
  };
}
