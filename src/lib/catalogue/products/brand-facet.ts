// The brand filter's options (docs/behaviour/catalogue.md#filters): only brands that have products
// under the listing's other filters, each with how many, so no choice leads to an empty page.

/** How many of a listing's products one brand has under the listing's other filters. */
export interface BrandCount {
  brandId: number;
  count: number;
}

/** One option of the brand filter; `count` is left out where the listing counted no further than its cap. */
export interface BrandOption {
  slug: string;
  name: string;
  count?: number;
}

/**
 * The brand filter's options, in the catalogue's order: each brand with products here (and its
 * number, when `exact`), and every brand the shopper chose, even at none, so it can be unchosen.
 */
export function brandOptions(
  brands: readonly { id: number; slug: string; name: string }[],
  counts: readonly BrandCount[],
  chosen: readonly string[],
  exact: boolean,
): BrandOption[] {
  const byBrand = new Map(counts.map((one) => [one.brandId, one.count]));
  return brands.flatMap((brand) => {
    const count = byBrand.get(brand.id) ?? 0;
    if (count === 0 && !chosen.includes(brand.slug)) return [];
    return [exact ? { slug: brand.slug, name: brand.name, count } : { slug: brand.slug, name: brand.name }];
  });
}
