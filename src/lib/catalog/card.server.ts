import { sql } from 'drizzle-orm';
import type { Lang } from '@lib/i18n/lang';
import { cardBadges, type CardBadge } from './badges';
import type { CatalogIndex } from './index.server';
import { products } from './tables.server';

/** A product as a listing, the home page or a product row shows it. */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  brand: string;
  shape: string;
  /** The colour the card pictures: the first; the swatches show them all. */
  colour: string;
  colours: string[];
  listPrice: number;
  salePrice: number;
  inStock: boolean;
  sameDayCargo: boolean;
  badges: CardBadge[];
}

/** The product columns a card needs, for every query that draws cards. */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  nameTr: products.nameTr,
  nameEn: products.nameEn,
  brandId: products.brandId,
  shape: products.shape,
  colours: products.colours,
  listPrice: products.listPrice,
  salePrice: products.salePrice,
  inStock: products.inStock,
  sameDayCargo: products.sameDayCargo,
  /**
   * Pieces left over every variant, for the "last items" badge: an index lookup per card. Written
   * with qualified names: inside a select list Drizzle would leave the outer "id" unqualified.
   */
  stock: sql<number>`(select coalesce(sum("variants"."stock"), 0)::int from "variants" where "variants"."product_id" = "products"."id")`,
};

type CardRow = { [K in Exclude<keyof typeof cardColumns, 'stock'>]: (typeof products.$inferSelect)[K] } & { stock: number };

/** A card from a row of cardColumns, in the shopper's language, its brand named from the index. */
export function cardOf(row: CardRow, lang: Lang, index: Pick<CatalogIndex, 'brandById' | 'newestId'>): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === 'en' ? row.nameEn : row.nameTr,
    brand: index.brandById.get(row.brandId)?.name ?? '',
    shape: row.shape,
    colour: row.colours[0] ?? 'black',
    colours: row.colours,
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    inStock: row.inStock,
    sameDayCargo: row.sameDayCargo,
    badges: cardBadges({ id: row.id, stock: Number(row.stock), sameDayCargo: row.sameDayCargo }, index.newestId),
  };
}
