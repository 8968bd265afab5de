// Shared by the catalogue benchmarks: the pages measured and how to find them on a running server,
// the demo catalogue as the seed writes it, and the figures taken of timings.

/** The landing pages the budgets speak of; the product is the first one the listing links. */
export async function landingPages(url) {
  const listing = '/categories/kadin';
  const html = await (await fetch(url + listing)).text();
  const product = /href="(\/product\/[^"?]+)"/.exec(html)?.[1];
  if (!product) throw new Error('no product linked from the listing');
  return {
    home: '/',
    listing,
    search: '/search?q=elbise',
    campaign: '/campaigns/yeni-sezon',
    loyalty: '/content/loyalty-segmentgold',
    content: '/content/kargo-ve-teslimat-content',
    product,
  };
}

/** The demo catalogue the seed writes (it is deterministic): products, variants, categories, brands. */
export async function demoCatalogue() {
  // Imported here, not above: the budget tests import this module and never need tsx.
  const { tsImport } = await import('tsx/esm/api');
  const generate = await tsImport('../../src/lib/catalogue/products/demo/generate.ts', import.meta.url);
  const { DEMO_PRODUCT_COUNT } = await tsImport('../../src/lib/catalogue/products/seed.server.ts', import.meta.url);
  const { products, variants } = generate.generateCatalogue(DEMO_PRODUCT_COUNT);
  return { products, variants, categories: generate.categoryRows().rows, brands: generate.brandRows() };
}

/**
 * Variants a bag can take freely: at least `minStock` in stock, of a product sold alone (no
 * promotion product) without a purchase limit; `storeOnly` keeps the store's own goods (seller 1).
 */
export async function plentifulVariants(minStock, { storeOnly = false } = {}) {
  const { products, variants } = await demoCatalogue();
  const byId = new Map(products.map((p) => [p.id, p]));
  return variants.filter((v) => {
    const p = byId.get(v.productId);
    return v.stock >= minStock && p.purchaseLimit == null && p.mainProductId == null && (!storeOnly || p.sellerId === 1);
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The value at percentile `p` (nearest rank) of timings already sorted ascending. */
export const rank = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The value at percentile `p` (nearest rank) of unsorted timings. */
export const percentile = (values, p) =>
  rank(
    [...values].sort((a, b) => a - b),
    p,
  );

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
