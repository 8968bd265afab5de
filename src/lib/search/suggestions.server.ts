import { and, arrayContains, asc, isNull } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { catalogIndex, categoryName } from '@lib/catalog/index.server';
import { listingHref } from '@lib/catalog/listing-url';
import { queryTokens } from '@lib/catalog/rules';
import { parseListingQuery } from '@lib/catalog/schema';
import { products } from '@lib/catalog/tables.server';
import { type Lang, localizedPath } from '@lib/i18n/lang';
import { matchesAll } from './rules';
import { SUGGESTION_LIMITS, type Suggestion, type Suggestions } from './schema';

const NONE: Suggestions = { brands: [], categories: [], products: [] };

// The box asks on every pause in typing, and many shoppers type the same first letters: answers
// are kept a minute per language and folded query, and parallel asks of one key share one read.
const TTL_MS = 60_000;
const MAX_KEPT = 500;
const kept = new Map<string, { at: number; answer: Promise<Suggestions> }>();

async function read(tokens: string[], lang: Lang): Promise<Suggestions> {
  const index = await catalogIndex();
  const search = localizedPath('/search', lang);
  const none = parseListingQuery(new URLSearchParams());
  const brands = index.brands
    .filter((brand) => matchesAll(tokens, brand.name))
    .slice(0, SUGGESTION_LIMITS.brands)
    .map((brand) => ({ label: brand.name, href: listingHref(search, none, { q: brand.name }) }));
  // A category matches by its own name or with its department's ("kadın elb"); its own name first.
  const categories = [...index.categoryById.values()]
    .map((category) => {
      const name = categoryName(category, lang);
      const parent = category.parentId == null ? undefined : index.categoryById.get(category.parentId);
      const department = parent ? categoryName(parent, lang) : undefined;
      return { category, name, department, own: matchesAll(tokens, name) };
    })
    .filter((c) => c.own || (c.department !== undefined && matchesAll(tokens, `${c.department} ${c.name}`)))
    .sort((a, b) => Number(b.own) - Number(a.own))
    .slice(0, SUGGESTION_LIMITS.categories)
    .map(
      (c): Suggestion => ({
        label: c.name,
        href: localizedPath(`/categories/${c.category.slug}`, lang),
        ...(c.department ? { hint: c.department } : {}),
      }),
    );
  const rows = await (await db())
    .select({ slug: products.slug, nameTr: products.nameTr, nameEn: products.nameEn, brandId: products.brandId })
    .from(products)
    .where(and(isNull(products.mainProductId), arrayContains(products.searchTerms, tokens)))
    .orderBy(asc(products.rank), asc(products.id))
    .limit(SUGGESTION_LIMITS.products);
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

/** Brands, categories (names in the shopper's language) and products that match what was typed. */
export function suggest(q: string, lang: Lang): Promise<Suggestions> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return Promise.resolve(NONE);
  const key = `${lang}:${tokens.join(' ')}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.answer;
  if (kept.size >= MAX_KEPT) kept.clear();
  const answer = read(tokens, lang);
  kept.set(key, { at: Date.now(), answer });
  answer.catch(() => kept.delete(key));
  return answer;
}
