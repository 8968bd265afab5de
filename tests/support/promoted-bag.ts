import { categoryRows, generateCatalogue } from '../../src/lib/catalogue/products/demo/generate';
import { DEMO_PRODUCT_COUNT } from '../../src/lib/catalogue/products/seed.server';

// A bag over a coupon's minimum at its prices and under it after its promotion (the API and the
// browser suites both need one): candles, 100 TL off each in the bag (demo campaign 1004).

const CANDLE_OFF = 10_000;

/** Candles of one product whose total is at least `minimum` kuruş and under it after 100 TL off each. */
export function candlesUnderMinimum(minimum: number): { productId: number; variantId: number; quantity: number } {
  const candles = categoryRows().rows.find((row) => row.slug === 'ev-mum')!.id;
  const catalogue = generateCatalogue(DEMO_PRODUCT_COUNT);
  for (const product of catalogue.products) {
    if (product.categoryId !== candles || product.mainProductId != null || product.salePrice <= CANDLE_OFF) continue;
    const quantity = Math.ceil(minimum / product.salePrice);
    const variant = catalogue.variants.find((v) => v.productId === product.id && v.stock >= quantity + 5);
    const withinLimit = product.purchaseLimit == null || product.purchaseLimit >= quantity;
    if (variant && withinLimit && quantity <= 5 && quantity * (product.salePrice - CANDLE_OFF) < minimum)
      return { productId: product.id, variantId: variant.id, quantity };
  }
  throw new Error('no candle bag under the minimum after its promotion in the demo catalogue');
}
