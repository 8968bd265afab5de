import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '@lib/platform';
import { cardBadges, type CardBadge, LAST_ITEMS } from './badges';
import type { CatalogIndex } from './index.server';
import { products } from './tables.server';

/** A product as a listing, the home page or a product row shows it. */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  brand: string;
  shape: string;
  /**
   * The colour the card pictures: the first that can be bought (and, under a size or colour filter,
   * the first that can be bought as filtered); the swatches show them all.
   */
  colour: string;
  /** Whether a filter chose the colour: the card's link then opens the product on it. */
  pinned: boolean;
  colours: string[];
  listPrice: number;
  salePrice: number;
  inStock: boolean;
  sameDayCargo: boolean;
  badges: CardBadge[];
}

/** Sizes and colours a listing is filtered by (empty: any). */
export interface Facets {
  size: readonly string[];
  colour: readonly string[];
}

const anyOf = (column: SQL, values: readonly string[]) =>
  values.length
    ? sql` and ${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql``;

/**
 * Whether the product can be bought in one of the facets' sizes and colours: a variant of that
 * size and colour with stock. A size is not enough in the product's list of sizes: M sold out in
 * every colour is not an M a shopper can buy. A subquery per candidate, through the variants'
 * index, never a join: the planner cannot see how few candidates the listing masks leave (it
 * takes a mask test to keep nearly every row), and joined it read every variant (130 ms of
 * 135 ms at 100,000 products, where a read per candidate takes some 10 ms).
 */
export function purchasable(facets: Facets): SQL {
  return sql`coalesce((select true from "variants" where "variants"."product_id" = "products"."id" and "variants"."stock" > 0${anyOf(sql`"variants"."size"`, facets.size)}${anyOf(sql`"variants"."colour"`, facets.colour)} limit 1), false)`;
}

/**
 * The colour a card pictures: the product's first colour with a variant in stock within the
 * facets, or null when there is none (the card then shows the first colour).
 */
function shownColour(facets: Facets): SQL<string | null> {
  return sql<
    string | null
  >`(select "variants"."colour" from "variants" where "variants"."product_id" = "products"."id" and "variants"."stock" > 0${anyOf(sql`"variants"."size"`, facets.size)}${anyOf(sql`"variants"."colour"`, facets.colour)} order by array_position("products"."colours", "variants"."colour"), "variants"."id" limit 1)`;
}

/**
 * The product columns a card needs, under a listing's facets (none for rows and the home page).
 * `prefer`: colours a search named ("kırmızı elbise"); with none in stock, the card still shows
 * the product in the first of them it comes in.
 */
export function cardColumnsOf(facets: Facets, prefer: readonly string[] = []) {
  if (prefer.length === 0 || facets.colour.length > 0) return { ...cardColumns, shown: shownColour(facets) };
  const wanted = { size: facets.size, colour: prefer };
  const named = sql<string | null>`(select c from unnest("products"."colours") as c where c in (${sql.join(
    prefer.map((v) => sql`${v}`),
    sql`, `,
  )}) limit 1)`;
  return { ...cardColumns, shown: sql<string | null>`coalesce(${shownColour(wanted)}, ${named})` };
}

const cardColumns = {
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
   * The product's stock as its badges read it (sold out, the last items, in stock), which the
   * database keeps beside the product as its variants change (drizzle/0019): a column, where a sum
   * over the variants cost a lookup per card.
   */
  stockBand: products.stockBand,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof products.$inferSelect)[K] } & {
  shown: string | null;
};

/** A whole stock standing for each band: all the card's badges ask of a stock is its band. */
const STOCK_OF_BAND: Record<string, number> = { out: 0, last: LAST_ITEMS, in: LAST_ITEMS + 1 };

/**
 * A card from a row of cardColumnsOf, in the shopper's language, its brand named from the index.
 * `pinned`: a filter chose the colour shown, so the link opens the product on it.
 */
export function cardOf(row: CardRow, lang: Lang, index: Pick<CatalogIndex, 'brandById' | 'newestId'>, pinned = false): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === 'en' ? row.nameEn : row.nameTr,
    brand: index.brandById.get(row.brandId)?.name ?? '',
    shape: row.shape,
    colour: row.shown ?? row.colours[0] ?? 'black',
    pinned: pinned && row.shown != null,
    colours: row.colours,
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    inStock: row.inStock,
    sameDayCargo: row.sameDayCargo,
    badges: cardBadges({ id: row.id, stock: STOCK_OF_BAND[row.stockBand] ?? 0, sameDayCargo: row.sameDayCargo }, index.newestId),
  };
}
