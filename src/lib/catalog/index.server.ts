import { asc, isNull, max } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import type { Lang } from '@lib/i18n/lang';
import { brands, categories, products, sellers } from './tables.server';

export type Brand = typeof brands.$inferSelect;
export type Seller = typeof sellers.$inferSelect;
export type Category = typeof categories.$inferSelect & { children: Category[] };

export interface CatalogIndex {
  brands: Brand[];
  brandById: Map<number, Brand>;
  brandBySlug: Map<string, Brand>;
  sellerById: Map<number, Seller>;
  /** Departments with their categories, in display order. */
  departments: Category[];
  categoryById: Map<number, Category>;
  categoryBySlug: Map<string, Category>;
  /** The newest listed product's id: cards call the ones just below it new (badges.ts). */
  newestId: number;
}

// Brands, sellers, categories (and the newest product's id) are a few dozen rows that change rarely: they are read once and
// kept for a minute, so a page render spends its queries on products only.
const TTL_MS = 60_000;
let cached: { at: number; index: Promise<CatalogIndex> } | undefined;

async function load(): Promise<CatalogIndex> {
  const database = await db();
  const [brandRows, sellerRows, categoryRows, [newest]] = await Promise.all([
    database.select().from(brands).orderBy(asc(brands.name)),
    database.select().from(sellers),
    database.select().from(categories).orderBy(asc(categories.position)),
    database
      .select({ id: max(products.id) })
      .from(products)
      .where(isNull(products.mainProductId)),
  ]);
  const all: Category[] = categoryRows.map((row) => ({ ...row, children: [] }));
  const categoryById = new Map(all.map((c) => [c.id, c]));
  for (const c of all) if (c.parentId != null) categoryById.get(c.parentId)?.children.push(c);
  return {
    brands: brandRows,
    brandById: new Map(brandRows.map((b) => [b.id, b])),
    brandBySlug: new Map(brandRows.map((b) => [b.slug, b])),
    sellerById: new Map(sellerRows.map((s) => [s.id, s])),
    departments: all.filter((c) => c.parentId == null),
    categoryById,
    categoryBySlug: new Map(all.map((c) => [c.slug, c])),
    newestId: newest?.id ?? 0,
  };
}

/** The catalogue's small reference data, cached. */
export function catalogIndex(): Promise<CatalogIndex> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const index = load();
    cached = { at: Date.now(), index };
    index.catch(() => (cached = undefined));
  }
  return cached.index;
}

/** A category's name in a language. */
export function categoryName(category: Pick<Category, 'nameTr' | 'nameEn'>, lang: Lang): string {
  return lang === 'en' ? category.nameEn : category.nameTr;
}
