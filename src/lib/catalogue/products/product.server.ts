import { asc, eq, isNull } from 'drizzle-orm';
import { cache, db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { catalogIndex, type Brand, type Category, type Seller } from './index.server';
import { productScope } from './page-version.server';
import { CATALOGUE, MAX_AGE_MS } from './per-version.server';
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

// Three indexed queries: the product, its variants, the promotion it links to.
async function readProductDetail(id: number, lang: Lang): Promise<ProductDetail | undefined> {
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

// A product page's data is the same for every shopper while the product's page version (the
// product, its variants, the product it links to) and the catalogue's (its brand, category and
// seller) stand: read once per both, the very versions its kept page is served under (held in
// memory on PGlite until the database says they moved, docs/decisions/0034): its version's join,
// planned afresh on each read, was 40% of a product page rendered each time.
const details = cache<ProductDetail>({ name: 'product details', max: 2_000, maxAgeMs: MAX_AGE_MS });

/** A product by id, or undefined: its version (no read on PGlite), and three indexed queries once per version. */
export function productDetail(id: number, lang: Lang): Promise<ProductDetail | undefined> {
  return details(`${id} ${lang}`, [...CATALOGUE, productScope(id)], () => readProductDetail(id, lang));
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
