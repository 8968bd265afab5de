import { stockState } from '@lib/catalogue/products/rules';

// schema.org structured data for search engines: Product with its Offer, and BreadcrumbList.

export interface Crumb {
  name: string;
  /** Absolute URL; the current page's crumb may have none. */
  url?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  brand: string;
  sku: string;
  url: string;
  image: string;
  /** Kuruş. */
  salePrice: number;
  /** Pieces left over all variants. */
  stock: number;
  seller: string;
}

/** Product with one Offer: price in TRY with two decimals, availability from the stock. */
export function productJsonLd(p: ProductFacts) {
  const state = stockState(p.stock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    image: p.image,
    brand: { '@type': 'Brand', name: p.brand },
    offers: {
      '@type': 'Offer',
      url: p.url,
      priceCurrency: 'TRY',
      price: (p.salePrice / 100).toFixed(2),
      availability: `https://schema.org/${state === 'out' ? 'OutOfStock' : state === 'low' ? 'LimitedAvailability' : 'InStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: p.seller },
    },
  };
}

const UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON for a <script type="application/ld+json">, safe from closing the script early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (c) => UNSAFE[c]!);
}
