import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@lib/catalogue/products/card.server';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import { translator } from '@lib/platform/i18n/catalogs.server';
import type { Lang } from '@lib/platform';
import ListingView from './ListingView.astro';

// A search that counted no further than its cap says "1.000+" in the language's number format
// and pages on while pages are full (decision 0049); an exact count keeps "page 2 of 3".

const render = async (lang: Lang, filter: string, shown: { total: number; capped?: boolean; items: ProductCard[] }) =>
  (await AstroContainer.create()).renderToString(ListingView, {
    props: {
      heading: 'elbise',
      path: '/search',
      query: parseListingQuery(new URLSearchParams(filter)),
      result: { ...shown, brands: [] },
      brands: [],
      sizes: [],
    },
    // Only what the view reads of a request.
    locals: { t: translator(lang), lang } as unknown as App.Locals,
  });

describe('ListingView count', () => {
  it('says "1.000+ ürün" / "1,000+ products" at the cap, with the page but no last page', async () => {
    const html = await render('tr', 'q=elbise&page=2', { total: 1000, capped: true, items: [] });
    expect(html).toContain('1.000+ ürün · Sayfa 2<');
    expect(await render('en', 'q=elbise', { total: 1000, capped: true, items: [] })).toContain('1,000+ products');
  });

  it('keeps the exact count and its last page below the cap', async () => {
    const html = await render('tr', 'q=elbise&page=2', { total: 60, items: [] });
    expect(html).toContain('60 ürün · Sayfa 2 / 3');
  });
});
