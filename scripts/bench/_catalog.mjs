// Shared by the catalogue benchmarks: the pages measured and how to find them on a running server.

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
    product,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
