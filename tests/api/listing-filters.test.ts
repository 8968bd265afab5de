import { describe, expect, it } from 'vitest';
import { brandRows, categoryRows, generateCatalogue } from '../../src/lib/catalogue/products/demo/generate';
import { DEMO_PRODUCT_COUNT } from '../../src/lib/catalogue/products/seed.server';
import { ApiClient } from '../support/api-client';

// A filter tells the truth (issue 24, 6): size M lists only what can be bought in M, a colour only
// what can be bought in that colour, and a card under a colour filter pictures and opens that
// colour. The demo catalogue is deterministic, so the sold-out cases are read from its generator:
// stock only falls while the suite runs, so what was sold out stays sold out.
const { products, variants } = generateCatalogue(DEMO_PRODUCT_COUNT);
const dresses = categoryRows().rows.find((row) => row.slug === 'kadin-elbise')!;
const listed = products.filter((p) => p.categoryId === dresses.id && p.mainProductId == null);
const soldOutIn = (test: (v: { size: string; colour: string }) => boolean) =>
  listed.filter((p) => p.colours.length && !variants.some((v) => v.productId === p.id && test(v) && v.stock > 0)).map((p) => p.id);
const offered = (test: (v: { size: string; colour: string }) => boolean) =>
  listed.filter((p) => variants.some((v) => v.productId === p.id && test(v))).map((p) => p.id);

/** The cards of a listing page: product id, the colour pictured, and the link's colour. */
async function cards(path: string) {
  const body = await (await new ApiClient().request(path)).text();
  return [
    ...body.matchAll(
      /<article class="card">[\s\S]*?href="[^"]*-(\d+)(?:\?colour=(\w+))?"[\s\S]*?\/images\/products\/[^/]+\/\w+-(\w+)-front/g,
    ),
  ].map((m) => ({
    id: Number(m[1]),
    linked: m[2],
    pictured: m[3],
  }));
}

describe('listing filters', () => {
  it('lists for size M only dresses that can be bought in M, never one whose M is sold out in every colour', async () => {
    const soldOut = soldOutIn((v) => v.size === 'M');
    expect(soldOut.length).toBeGreaterThan(0);
    const shown = await cards('/categories/kadin-elbise?size=M');
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) {
      expect(soldOut, `product ${card.id}`).not.toContain(card.id);
      // The card pictures a colour in which M can be bought, and opens on it.
      expect(variants.some((v) => v.productId === card.id && v.size === 'M' && v.colour === card.pictured)).toBe(true);
      expect(card.linked).toBe(card.pictured);
    }
  });

  it('pictures and opens the chosen colour, in both languages, and lists only what can be bought in it', async () => {
    const hasBlack = offered((v) => v.colour === 'black');
    const soldOut = soldOutIn((v) => v.colour === 'black');
    for (const path of ['/categories/kadin-elbise?colour=black', '/en/categories/kadin-elbise?colour=black']) {
      const shown = await cards(path);
      expect(shown.length).toBeGreaterThan(0);
      for (const card of shown) {
        expect(hasBlack).toContain(card.id);
        expect(soldOut).not.toContain(card.id);
        expect(card).toMatchObject({ pictured: 'black', linked: 'black' });
      }
    }
  });

  it('filters a text search by what can be bought too', async () => {
    const soldOut = soldOutIn((v) => v.size === 'M');
    const shown = await cards('/search?q=elbise&size=M');
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) expect(soldOut).not.toContain(card.id);
  });

  it('offers only the brands a listing has, each with its number, which is what choosing it shows', async () => {
    /** The brand filter's options on a page: slug and number. */
    const options = async (path: string) => {
      const body = await (await new ApiClient().request(path)).text();
      return [...body.matchAll(/name="brand" value="([^"]+)"(?: checked)?\s*\/?> <span>[^<]*<span class="filter-number">\((\d+)\)/g)].map(
        (m) => ({
          slug: m[1]!,
          count: Number(m[2]),
        }),
      );
    };
    const expected = brandRows()
      .map((brand) => ({ slug: brand.slug, count: listed.filter((p) => p.brandId === brand.id).length }))
      .filter((brand) => brand.count > 0)
      .sort((a, b) => a.slug.localeCompare(b.slug));
    const bySlug = (list: { slug: string; count: number }[]) => [...list].sort((a, b) => a.slug.localeCompare(b.slug));
    expect(expected.length).toBeLessThan(brandRows().length);
    expect(bySlug(await options('/categories/kadin-elbise'))).toEqual(expected);
    // A brand chosen keeps every other brand offered, with the same numbers.
    const [first] = expected;
    expect(bySlug(await options(`/categories/kadin-elbise?brand=${first!.slug}`))).toEqual(expected);
    const page = await (await new ApiClient().request(`/categories/kadin-elbise?brand=${first!.slug}`)).text();
    expect(page).toContain(`<p role="status">${first!.count} ürün`);
    // A search's brands lead to its results too, never to an empty page.
    for (const option of (await options('/search?q=elbise')).slice(0, 3)) {
      const found = await (await new ApiClient().request(`/search?q=elbise&brand=${option.slug}`)).text();
      expect(found).toMatch(new RegExp(`<p role="status">${option.count} ürün`));
    }
  });

  it('links a card to the product alone when no filter chose its colour', async () => {
    const shown = await cards('/categories/kadin-elbise');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((card) => card.linked === undefined)).toBe(true);
  });
});
