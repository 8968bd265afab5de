import type { LineRow } from '@lib/bag/cart/lines.server';
import { catalogIndex } from '@lib/catalogue/index.server';
import { now, translator } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { activeCampaigns, couponCampaign, findCoupon } from './active.server';
import { type CampaignRule, type EngineResult, priceLines, type Translate } from './rules';
import type { PricedCart, PricingLine } from './schema';

/** What pricing a cart needs besides its lines. */
export interface PricingOptions {
  cartId: number;
  customerId: number | null;
  useCampaigns: boolean;
  couponCode: string | null;
  isPickup: boolean;
  lang: Lang;
}

/** The engine's translate function in a language (the campaigns namespace's notes). */
export const translateIn =
  (lang: Lang): Translate =>
  (key, params) =>
    translator(lang)(key, params ?? {});

/** Cart lines as the engine reads them; a line of a no-instalment category takes no instalments either. */
async function pricingLines(lines: readonly LineRow[]): Promise<PricingLine[]> {
  const index = await catalogIndex();
  return lines.map((row) => ({
    productId: row.productId,
    variantId: row.variantId,
    brandId: row.brandId,
    categoryId: row.categoryId,
    departmentId: row.departmentId,
    sellerType: row.sellerType,
    quantity: row.quantity,
    unitPrice: row.salePrice,
    noInstalment: row.noInstalment || (index.categoryById.get(row.categoryId)?.noInstalment ?? false),
    isPromotion: row.mainProductId != null,
  }));
}

/** The applied coupon with its campaign: null campaign when the code is gone, expired or its campaign ended. */
async function appliedCoupon(code: string | null, active: readonly CampaignRule[]) {
  if (!code) return null;
  const coupon = await findCoupon(code);
  const live = coupon && coupon.expiresAt > now();
  return { code, campaign: live ? couponCampaign(coupon, active) : null };
}

/** Runs the engine over a cart's lines with today's campaigns and its coupon. */
export async function runEngine(lines: readonly LineRow[], options: PricingOptions): Promise<EngineResult & { campaigns: CampaignRule[] }> {
  const [pricing, campaigns] = await Promise.all([pricingLines(lines), activeCampaigns()]);
  const coupon = await appliedCoupon(options.couponCode, campaigns);
  const result = priceLines(
    { lines: pricing, campaigns, coupon, useCampaigns: options.useCampaigns, isPickup: options.isPickup, lang: options.lang },
    translateIn(options.lang),
  );
  return { ...result, campaigns };
}

/** Prices a cart from the database's prices: campaigns, coupon, shipping and instalments. */
export async function priceCart(lines: readonly LineRow[], options: PricingOptions): Promise<PricedCart> {
  const result = await runEngine(lines, options);
  const payable = result.summary.TotalAmountToBePaid - result.summary.ShippingFee;
  return {
    lines: result.lines.map(({ variantId, discount, campaignId }) => ({ variantId, discount, campaignId })),
    appliedCampaign: result.appliedCampaign,
    hasCardCampaign: lines.length > 0 && result.campaigns.some((c) => c.kind === 'payment' && payable >= c.minTotal),
    summary: result.summary,
  };
}
