import { describe, expect, it } from 'vitest';
import { stockState } from '@lib/catalogue/products/rules';
import { categoryRows, generateCatalogue, sellerRows } from './generate';

describe('demo catalogue', () => {
  const { products, variants } = generateCatalogue(340);
  const departments = categoryRows().rows.filter((c) => c.parentId == null);

  it('has at least 300 products over women, men, kids, home and beauty', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(departments.map((d) => d.nameEn)).toEqual(['Women', 'Men', 'Kids', 'Home & Living', 'Beauty']);
    for (const d of departments)
      expect(
        products.some((p) => p.departmentId === d.id),
        d.nameEn,
      ).toBe(true);
  });

  it('has variants in stock, low and out of stock, and products with a discount and a purchase limit', () => {
    expect(new Set(variants.map((v) => stockState(v.stock)))).toEqual(new Set(['in', 'low', 'out']));
    expect(products.some((p) => p.salePrice < p.listPrice)).toBe(true);
    expect(products.some((p) => p.purchaseLimit != null)).toBe(true);
    expect(products.some((p) => p.sameDayCargo)).toBe(true);
  });

  it('has marketplace sellers beside the store, promotion products and no-instalment items', () => {
    const sellerTypes = new Map(sellerRows().map((s) => [s.id, s.sellerType]));
    expect(new Set(products.map((p) => sellerTypes.get(p.sellerId)))).toEqual(new Set([1, 2]));
    const promotion = products.find((p) => p.mainProductId != null);
    expect(promotion && products.find((p) => p.id === promotion.mainProductId)).toBeTruthy();
    expect(products.some((p) => p.noInstalment && p.shape === 'perfume')).toBe(true);
    expect(products.some((p) => p.noInstalment && p.shape === 'headphones')).toBe(true);
  });

  it('is the same every time, so tests and links can name products', () => {
    expect(generateCatalogue(20).products).toEqual(generateCatalogue(20).products);
  });
});
