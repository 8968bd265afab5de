import type { Colour } from '@lib/catalogue/products/vocab';
import type { Lang } from '@lib/platform';

// The judged query set (issue 27, item 7): queries written as shoppers type them on the demo
// catalogue (generateCatalogue(340)), each with what it must find on the first page. The set says
// what a shopper expects, never what the engine happens to do: a query the engine misses stays in
// the set until the engine finds it. How a query passes is judge.ts's rule.

/** How the shopper typed; recall is reported and held at 95% per kind. */
export type QueryKind =
  | 'name'
  | 'brand and noun'
  | 'Turkish plural'
  | 'Turkish possessive or case'
  | 'colour and noun'
  | 'material and noun'
  | 'gender and noun'
  | 'one mistyped letter'
  | 'without Turkish letters'
  | 'English plural'
  | 'other language'
  | 'synonym';

/**
 * What a query must find on the first page: one product (a query that names it), or products of
 * some categories, optionally in a colour and with words in their name. A `named` entry is a word
 * the product's Turkish or English name contains (folded, so "gömlek" matches "Gömlek Elbise");
 * "a|b" accepts either ("deri|leather": "Dana Derisi" and "Patent Leather" are both leather).
 */
export type Expectation = { product: number } | { categories: readonly string[]; colour?: Colour; named?: readonly string[] };

/** One judged query. */
export interface JudgedQuery {
  kind: QueryKind;
  lang: Lang;
  q: string;
  expect: Expectation;
}

/** Queries of one kind from [lang, query, expectation] rows. */
export const ofKind = (kind: QueryKind, rows: readonly (readonly [Lang, string, Expectation])[]): JudgedQuery[] =>
  rows.map(([lang, q, expect]) => ({ kind, lang, q, expect }));

/** A product expectation. */
export const product = (id: number): Expectation => ({ product: id });

/** A category expectation: products of `categories`, in `colour` when given, named with every `named` word. */
export const inCategories = (categories: readonly string[], colour?: Colour, ...named: string[]): Expectation => ({
  categories,
  ...(colour ? { colour } : {}),
  ...(named.length ? { named } : {}),
});

/** Category sets of the demo catalogue a shopper's noun names. */
export const CATEGORIES = {
  dresses: ['kadin-elbise', 'cocuk-elbise'],
  womensDresses: ['kadin-elbise'],
  kidsDresses: ['cocuk-elbise'],
  jackets: ['kadin-ceket'],
  bags: ['kadin-canta'],
  shoes: ['kadin-ayakkabi', 'erkek-ayakkabi'],
  womensShoes: ['kadin-ayakkabi'],
  mensShoes: ['erkek-ayakkabi'],
  necklaces: ['kadin-taki'],
  // "Gömlek" names men's shirts and the women's shirt dresses ("İpek Gömlek Elbise").
  shirts: ['erkek-gomlek', 'kadin-elbise'],
  mensShirts: ['erkek-gomlek'],
  trousers: ['erkek-pantolon'],
  coats: ['erkek-mont', 'cocuk-mont'],
  mensCoats: ['erkek-mont'],
  kidsCoats: ['cocuk-mont'],
  tshirts: ['cocuk-tisort'],
  cushions: ['ev-yastik'],
  candles: ['ev-mum'],
  headphones: ['ev-teknoloji'],
  fragrance: ['kozmetik-parfum'],
  creams: ['kozmetik-cilt-bakimi'],
  lipsticks: ['kozmetik-makyaj'],
  beauty: ['kozmetik-parfum', 'kozmetik-cilt-bakimi', 'kozmetik-makyaj'],
} as const satisfies Record<string, readonly string[]>;
