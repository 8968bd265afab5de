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

/**
 * How many products a listing shows under its brand filter: what the chosen brands (every brand,
 * when none is chosen) have under the other filters. So a listing that reads the brands' numbers
 * need not count its matches again.
 */
export function matchesOfBrands(counts: readonly BrandCount[], chosenIds: readonly number[]): number {
  const chosen = new Set(chosenIds);
  return counts.reduce((sum, one) => sum + (chosen.size === 0 || chosen.has(one.brandId) ? one.count : 0), 0);
}

/** Whether brands' numbers counted among a search's first `cap` matches reached it: then they are not all. */
export function reachedCap(counts: readonly BrandCount[], cap: number): boolean {
  return matchesOfBrands(counts, []) >= cap;
}

/**
 * The matches of a search under its brand filter (up to `cap`) from the brands' numbers among its
 * first `cap` matches; unknown when those numbers reached the cap and a brand is chosen, as the
 * chosen brands' matches past the cap were not counted.
 */
export function countedByBrands(counts: readonly BrandCount[], chosenIds: readonly number[], cap: number): number | undefined {
  if (chosenIds.length > 0 && reachedCap(counts, cap)) return undefined;
  return Math.min(matchesOfBrands(counts, chosenIds), cap);
}
