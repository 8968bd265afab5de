import type { CampaignRule } from '@lib/bag/campaigns/rules';
import type { PricingLine } from '@lib/bag/campaigns/schema';

/** A translate function that shows the key and its parameters, so a test can read which note it got. */
export const t = (key: string, params?: Record<string, string | number>) => (params ? `${key} ${JSON.stringify(params)}` : key);

/** A campaign with nothing set but what the test gives. */
export function rule(over: Partial<CampaignRule> & Pick<CampaignRule, 'id' | 'kind'>): CampaignRule {
  return {
    nameTr: `Kampanya ${over.id}`,
    nameEn: `Campaign ${over.id}`,
    brandId: null,
    categoryId: null,
    departmentId: null,
    percent: null,
    amount: null,
    buyQuantity: null,
    payQuantity: null,
    minTotal: 0,
    paymentMethodCode: null,
    binPrefixes: [],
    priority: 100,
    ...over,
  };
}

let nextVariant = 1;
/** A cart line of brand 1, category 10, department 100 unless the test says otherwise. */
export function line(over: Partial<PricingLine> = {}): PricingLine {
  const variantId = nextVariant++;
  return {
    productId: variantId,
    variantId,
    brandId: 1,
    categoryId: 10,
    departmentId: 100,
    sellerType: 1,
    quantity: 1,
    unitPrice: 10_000,
    noInstalment: false,
    isPromotion: false,
    ...over,
  };
}
