import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonLdText, productJsonLd } from './jsonld';

const facts = {
  name: 'Valdera Silk Dress',
  description: 'd',
  brand: 'Valdera',
  sku: '7',
  url: 'https://x/product/a-7',
  image: 'https://x/i.svg',
  salePrice: 123450,
  seller: 'Vitrin',
};

describe('Product JSON-LD', () => {
  it('gives the price in TRY with two decimals', () => {
    const data = productJsonLd({ ...facts, stock: 10 });
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'TRY',
      price: '1234.50',
      availability: 'https://schema.org/InStock',
    });
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Valdera' });
  });

  it('tells availability from the stock', () => {
    expect(productJsonLd({ ...facts, stock: 0 }).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd({ ...facts, stock: 2 }).offers.availability).toBe('https://schema.org/LimitedAvailability');
  });
});

describe('BreadcrumbList', () => {
  it('numbers the steps from 1 and links those with an address', () => {
    const data = breadcrumbList([{ name: 'Home', url: 'https://x/' }, { name: 'Dress' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/' },
      { '@type': 'ListItem', position: 2, name: 'Dress' },
    ]);
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
