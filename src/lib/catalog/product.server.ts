import { asc, eq, isNull } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import type { Lang } from '@lib/i18n/lang';
import { catalogIndex, type Brand, type Category, type Seller } from './index.server';
import { products, variants } from './tables.server';

type Variant = typeof variants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A product with its variants and the promotion product that comes with it. */
export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  /** The English name whatever the language: the demo material is read from it (care.ts). */
  nameEn: string;
  description: string;
  brand: Brand;
  seller: Seller;
  category: Category;
  department: Category;
  shape: string;
  listPrice: number;
  salePrice: number;
  purchaseLimit: number | null;
  noInstalment: boolean;
  sameDayCargo: boolean;
  colours: string[];
  variants: Variant[];
  /** The gift that comes with this product, or the product this gift comes with. */
  promotion?: { slug: string; name: string };
  mainProduct?: { slug: string; name: string };
}

const nameOf = (row: Pick<ProductRow, 'nameTr' | 'nameEn'>, lang: Lang) => (lang === 'en' ? row.nameEn : row.nameTr);

/** A product by id, or undefined: three indexed queries (product, variants, linked promotion). */
export async function productDetail(id: number, lang: Lang): Promise<ProductDetail | undefined> {
  const database = await db();
  const [row] = await database.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const index = await catalogIndex();
  const linkedWhere = row.mainProductId == null ? eq(products.mainProductId, row.id) : eq(products.id, row.mainProductId);
  const [variantRows, [linked]] = await Promise.all([
    database.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.id)),
    database.select({ slug: products.slug, nameTr: products.nameTr, nameEn: products.nameEn }).from(products).where(linkedWhere).limit(1),
  ]);
  const category = index.categoryById.get(row.categoryId);
  const department = index.categoryById.get(row.departmentId);
  const brand = index.brandById.get(row.brandId);
  const seller = index.sellerById.get(row.sellerId);
  if (!category || !department || !brand || !seller) return undefined;
  const link = linked && { slug: linked.slug, name: nameOf(linked, lang) };
  return {
    id: row.id,
    slug: row.slug,
    name: nameOf(row, lang),
    nameEn: row.nameEn,
    description: lang === 'en' ? row.descriptionEn : row.descriptionTr,
    brand,
    seller,
    category,
    department,
    shape: row.shape,
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    purchaseLimit: row.purchaseLimit,
    noInstalment: row.noInstalment,
    sameDayCargo: row.sameDayCargo,
    colours: row.colours,
    variants: variantRows,
    ...(link ? (row.mainProductId == null ? { promotion: link } : { mainProduct: link }) : {}),
  };
}

/** Every listed product's slug, for the sitemap. */
export async function productSlugs(): Promise<string[]> {
  const database = await db();
  const rows = await database
    .select({ slug: products.slug })
    .from(products)
    .where(isNull(products.mainProductId))
    .orderBy(asc(products.id));
  return rows.map((row) => row.slug);
}
