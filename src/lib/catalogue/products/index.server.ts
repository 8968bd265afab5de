import { asc, isNull, max } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { perCatalogue } from './per-version.server';
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

// Brands, sellers, categories (and the newest product's id) are a few dozen rows read on every
// page: they are read once per catalogue version, so a page render spends its queries on products
// only, and a page rendered after a change shows it (a fixed time to live could keep the old ones
// in a page kept under the new version).
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

const indexOfVersion = perCatalogue('catalogue index', load);

/** The catalogue's small reference data, read once per catalogue version. */
export function catalogIndex(): Promise<CatalogIndex> {
  return indexOfVersion('');
}

/** A category's name in a language. */
export function categoryName(category: Pick<Category, 'nameTr' | 'nameEn'>, lang: Lang): string {
  return lang === 'en' ? category.nameEn : category.nameTr;
}
