import type { Lang } from '@lib/i18n/lang';
import type { CatalogIndex } from './index.server';
import { products } from './tables.server';

/** A product as a listing, the home page or a product row shows it. */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  brand: string;
  shape: string;
  colour: string;
  listPrice: number;
  salePrice: number;
  inStock: boolean;
  sameDayCargo: boolean;
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
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof products.$inferSelect)[K] };

/** A card from a row of cardColumns, in the shopper's language, its brand named from the index. */
export function cardOf(row: CardRow, lang: Lang, index: Pick<CatalogIndex, 'brandById'>): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === 'en' ? row.nameEn : row.nameTr,
    brand: index.brandById.get(row.brandId)?.name ?? '',
    shape: row.shape,
    colour: row.colours[0] ?? 'black',
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    inStock: row.inStock,
    sameDayCargo: row.sameDayCargo,
  };
}
