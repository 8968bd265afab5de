import { and, isNull, ne, sql } from 'drizzle-orm';
import { catalogIndex, categoryName } from '@lib/catalogue/products/index.server';
import { listingHref } from '@lib/catalogue/products/listing-url';
import { CATALOGUE } from '@lib/catalogue/products/per-version.server';
import { fold, words } from '@lib/catalogue/products/rules';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import { products } from '@lib/catalogue/products/tables.server';
import { type Lang, localizedPath } from '@lib/platform';
import { cache } from '@lib/platform/index.server';
import { didYouMean } from './did-you-mean.server';
import { tsqueryText } from './query-rules';
import { matchesAll, SUGGEST_FROM } from './rules';
import { SUGGESTION_LIMITS, type Suggestion, type Suggestions } from './schema';
import { withIndexedMatch } from './results.server';
import { type Understood, understand, withCorrections } from './understand.server';

const NONE: Suggestions = { brands: [], categories: [], products: [] };

// The box asks on every pause in typing, and many shoppers type the same first letters: answers
// are kept per catalogue version (a minute at most) by language and folded query, and parallel
// asks of one key share one read.
const answers = cache<Suggestions>({ name: 'suggestions', max: 500, maxAgeMs: 60_000 });

/** Whether a name answers every word: by a word starting with what was typed, or by a form the search read in it. */
function nameAnswers(name: string, understood: Understood, tokens: readonly string[]): boolean {
  if (matchesAll(tokens, name)) return true;
  const own = words(name);
  return understood.matches.every((m) => {
    const lexemes = new Set(withCorrections(m));
    return own.some((word) => lexemes.has(word));
  });
}

/** Nothing answers what was typed: the box offers the closest query that finds something, if any. */
async function respelled(q: string, lang: Lang): Promise<Suggestions> {
  const query = await didYouMean(q, lang);
  if (!query) return NONE;
  const href = listingHref(localizedPath('/search', lang), parseListingQuery(new URLSearchParams()), { q: query });
  return { ...NONE, respelled: { label: query, href } };
}

async function read(q: string, lang: Lang): Promise<Suggestions> {
  const found = await matching(q, lang);
  const empty = found.brands.length + found.categories.length + found.products.length === 0;
  return empty ? respelled(q, lang) : found;
}

async function matching(q: string, lang: Lang): Promise<Suggestions> {
  const tokens = words(q);
  const [index, understood] = await Promise.all([catalogIndex(), understand(q, { typing: true, lang })]);
  if (understood.matches.length === 0) return NONE;
  const search = localizedPath('/search', lang);
  const none = parseListingQuery(new URLSearchParams());
  const brands = index.brands
    .filter((brand) => matchesAll(tokens, brand.name))
    .slice(0, SUGGESTION_LIMITS.brands)
    .map((brand) => ({ label: brand.name, href: listingHref(search, none, { q: brand.name }) }));
  // A category answers by its names (either language: "dress" finds Elbise), or with its
  // department's ("kadın elb"); its own names first.
  const categories = [...index.categoryById.values()]
    .map((category) => {
      const parent = category.parentId == null ? undefined : index.categoryById.get(category.parentId);
      const names = `${category.nameTr} ${category.nameEn}`;
      const own = nameAnswers(names, understood, tokens);
      const withDepartment = !!parent && nameAnswers(`${parent.nameTr} ${parent.nameEn} ${names}`, understood, tokens);
      return { category, department: parent && categoryName(parent, lang), own, withDepartment };
    })
    .filter((c) => c.own || c.withDepartment)
    .sort((a, b) => Number(b.own) - Number(a.own))
    .slice(0, SUGGESTION_LIMITS.categories)
    .map(
      (c): Suggestion => ({
        label: categoryName(c.category, lang),
        href: localizedPath(`/categories/${c.category.slug}`, lang),
        ...(c.department ? { hint: c.department } : {}),
      }),
    );
  // Products whose name, brand, category, colours or sizes answer what was typed, in stock, the most
  // popular first (a ranking of every match, as the search page does, is too slow for each key).
  const groups = understood.matches.map((m) => withCorrections(m));
  const text = tsqueryText(groups, 'AB', fold(understood.matches.at(-1)?.word ?? ''));
  const rows = text ? await popularAnswering(text) : [];
  return {
    brands,
    categories,
    products: rows.map((row) => ({
      label: lang === 'en' ? row.nameEn : row.nameTr,
      href: localizedPath(`/product/${row.slug}`, lang),
      hint: index.brandById.get(row.brandId)?.name ?? '',
    })),
  };
}

/** How many of the most popular products in stock are walked in order before the rest are searched. */
const WALKED = 3_000;

/**
 * The most popular products in stock whose document's head answers `text`, at most the box's
 * limit, in two branches of one UNION ALL that stops once the limit is met: the first `walked` along
 * the popularity index (for a broad key, six are among the first few dozen), then those after them
 * through the text index, which only runs when the walk found too few, so when the matches are
 * rare. The planner's own choice read every product of a brand for "maison aur" (4,920 rows, 77-168
 * ms on PGlite at 100,000 products), estimating two words together as rare.
 */
export async function popularAnswering(text: string, walked = WALKED) {
  const answers = sql`${products.searchHead} @@ to_tsquery('simple', ${text})`;
  const listed = and(isNull(products.mainProductId), ne(products.stockBand, 'out'));
  const order = sql`order by ${products.rank}, ${products.id}`;
  const limit = SUGGESTION_LIMITS.products;
  const columns = sql`${products.slug} as slug, ${products.nameTr} as "nameTr", ${products.nameEn} as "nameEn", ${products.brandId} as "brandId"`;
  const result = await withIndexedMatch((run) =>
    run.execute(sql`
      (select slug, "nameTr", "nameEn", "brandId"
        from (select ${columns}, ${products.searchHead} as head from ${products} where ${listed} ${order} limit ${walked}) as walked
        where head @@ to_tsquery('simple', ${text}) limit ${limit})
      union all
      (select ${columns} from ${products} where ${listed} and ${answers}
        and (${products.rank}, ${products.id}) > (select ${products.rank}, ${products.id} from ${products} where ${listed} ${order} offset ${walked - 1} limit 1)
        ${order} limit ${limit})
      limit ${limit}`),
  );
  return (result as unknown as { rows: { slug: string; nameTr: string; nameEn: string; brandId: number }[] }).rows;
}

/** Brands, categories (names in the shopper's language) and products that answer what was typed so far. */
export async function suggest(q: string, lang: Lang): Promise<Suggestions> {
  const key = `${lang}:${words(q).join(' ')}`;
  if ([...q.trim()].length < SUGGEST_FROM || key === `${lang}:`) return NONE;
  return answers(key, CATALOGUE, () => read(q, lang));
}
