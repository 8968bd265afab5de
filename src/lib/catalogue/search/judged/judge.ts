import { categoryRows, generateCatalogue, type ProductRow } from '@lib/catalogue/products/demo/generate';
import { fold } from '@lib/catalogue/products/rules';
import { PAGE_SIZE } from '@lib/catalogue/products/schema';
import type { Expectation } from './types';

// How a judged query passes, on the first page of results (PAGE_SIZE, 24):
// - a product expectation: the product is on the first page;
// - a category expectation: let R be the catalogue's listed products that meet it (in one of the
//   categories, coming in the colour among their colours, their name holding every `named` word)
//   and k = min(24, |R|). It passes when the first result is in R and at least 80% of the first k
//   results are. k keeps the rule fair both ways: when only three silk dresses exist, those three
//   must lead the page (a fallback after them is no fault); when forty dresses exist, 20 of the 24
//   shown must be dresses.

/** Share of the first k results that must meet a category expectation. */
const PRECISION = 0.8;

/** The demo catalogue as the judge reads it: listed products by id, with their category's slug. */
export interface JudgeCatalogue {
  products: ReadonlyMap<number, ProductRow & { category: string }>;
}

/** The judge's view of generateCatalogue(count), the catalogue the test seeds. */
export function judgeCatalogue(count: number): JudgeCatalogue {
  const slugs = new Map(categoryRows().rows.map((row) => [row.id, row.slug]));
  const listed = generateCatalogue(count).products.filter((p) => p.mainProductId == null);
  return { products: new Map(listed.map((p) => [p.id, { ...p, category: slugs.get(p.categoryId) ?? '' }])) };
}

/** Whether a product meets a category expectation (folded names, so "gömlek" is found in "GÖMLEK"). */
function meets(product: ProductRow & { category: string }, expect: Extract<Expectation, { categories: unknown }>): boolean {
  const name = `${fold(product.nameTr)} ${fold(product.nameEn)}`;
  return (
    expect.categories.includes(product.category) &&
    (!expect.colour || product.colours.includes(expect.colour)) &&
    (expect.named ?? []).every((word) => word.split('|').some((option) => name.includes(fold(option))))
  );
}

/** The products of the catalogue an expectation asks for (one, or all that meet it). */
export function relevantIds(expect: Expectation, catalogue: JudgeCatalogue): Set<number> {
  if ('product' in expect) return new Set(catalogue.products.has(expect.product) ? [expect.product] : []);
  return new Set([...catalogue.products.values()].filter((p) => meets(p, expect)).map((p) => p.id));
}

/** A judged query's outcome on its first page of result ids. */
export interface Judgement {
  pass: boolean;
  /** How many products the expectation asks for, in the catalogue. */
  relevant: number;
  /** For a category expectation, how many of the first k results meet it, out of k. */
  hits?: readonly [number, number];
}

/** Judges the first page of a query's results (ids in order) by the rule above. */
export function judge(expect: Expectation, ids: readonly number[], catalogue: JudgeCatalogue): Judgement {
  const relevant = relevantIds(expect, catalogue);
  const page = ids.slice(0, PAGE_SIZE);
  if ('product' in expect) return { pass: page.includes(expect.product), relevant: relevant.size };
  const k = Math.min(PAGE_SIZE, relevant.size);
  const hits = page.slice(0, k).filter((id) => relevant.has(id)).length;
  const pass = k > 0 && relevant.has(page[0] ?? -1) && hits >= Math.ceil(PRECISION * k - 1e-9);
  return { pass, relevant: relevant.size, hits: [hits, k] };
}

/** A short line for a result: id, name, category and colours ("8 Tüvit Palto [erkek-mont: navy,grey]"). */
export function describeResult(id: number, catalogue: JudgeCatalogue): string {
  const p = catalogue.products.get(id);
  return p ? `${id} ${p.nameTr} [${p.category}: ${p.colours.join(',')}]` : `${id} (not a listed product)`;
}
