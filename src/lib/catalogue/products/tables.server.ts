import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Designer brands; the slug is the brand filter's value in listing URLs. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** Who sells a product: SellerType 1 is the store itself, above 1 a marketplace seller. */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sellerType: integer('seller_type').notNull(),
});

/** Departments (no parent) and their categories; names are catalogue data in both languages. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  parentId: integer('parent_id'),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  /** Cosmetics and technology: the law allows no instalments (docs/behaviour/payments.md#instalments). */
  noInstalment: boolean('no_instalment').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** The sizes its products come in: the size filter's choices. */
  sizes: text('sizes').array().notNull().default([]),
});

/** A text search document: written by the database only (drizzle/0022), never read as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Products. Sizes, colours, stock and search terms are folded in from the variants so that a
 * listing is one indexed query over this table, never a join per filter.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    departmentId: integer('department_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionTr: text('description_tr').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Which drawing pictures the product (dress, shoe, perfume …). */
    shape: text('shape').notNull(),
    listPrice: integer('list_price').notNull(),
    salePrice: integer('sale_price').notNull(),
    /** Most a shopper may buy at once; null when the store sets no limit. */
    purchaseLimit: integer('purchase_limit'),
    noInstalment: boolean('no_instalment').notNull().default(false),
    sameDayCargo: boolean('same_day_cargo').notNull().default(false),
    /** A promotion product comes free with this main product and is not sold on its own. */
    mainProductId: integer('main_product_id'),
    /** Popularity: the default sort, lower first. */
    rank: integer('rank').notNull(),
    sizes: text('sizes').array().notNull(),
    colours: text('colours').array().notNull(),
    inStock: boolean('in_stock').notNull(),
    /**
     * What a search matches (drizzle/0022): name and brand (weight A), category, department,
     * colours and sizes (B), description (C), each in its language's forms. Kept by a trigger from
     * the product, its brand, category and colour words, so no write path can leave it stale.
     */
    searchVector: tsvector('search_vector'),
    /**
     * The document's weights A, B and D only (no description): what ranking reads for each match,
     * small enough to stay in the row, where the whole document is stored apart (TOAST).
     */
    searchHead: tsvector('search_head'),
    /**
     * The colours and the sizes that have a variant in stock, as bitmasks (facet-mask.ts), for
     * filtering inside the listing indexes. Kept by the database with every stock change
     * (drizzle/0032), as the stock band is; a change of them alone moves no kept page.
     */
    colourMask: integer('colour_mask').notNull().default(0),
    sizeMask: integer('size_mask').notNull().default(0),
    /**
     * Raised by the database on every change of the product or its variants (triggers in
     * drizzle/0005): a cached product page is served only while its version still stands.
     */
    version: integer('version').notNull().default(1),
    /**
     * What a listing shows of the stock ('in', 'last' for the last-items badge, 'out'), kept by the
     * database with every stock change (drizzle/0019) so that a sale renews every listing only when
     * the card changes, never with each count.
     */
    stockBand: text('stock_band').notNull().default('in'),
  },
  // Listing indexes hold only listed products (promotion products are never listed). Sort key then
  // id, the sort's tie-break, so a page is read in order with no sort step. The price indexes then
  // carry every other filter column (trailing keys: Drizzle has no INCLUDE), so a filtered
  // listing's count is an index-only scan.
  (t) => [
    index('products_department_rank_idx').on(t.departmentId, t.rank, t.id).where(sql`${t.mainProductId} is null`),
    index('products_category_rank_idx').on(t.categoryId, t.rank, t.id).where(sql`${t.mainProductId} is null`),
    index('products_department_price_idx')
      .on(t.departmentId, t.salePrice, t.id, t.brandId, t.colourMask, t.sizeMask)
      .where(sql`${t.mainProductId} is null`),
    index('products_category_price_idx')
      .on(t.categoryId, t.salePrice, t.id, t.brandId, t.colourMask, t.sizeMask)
      .where(sql`${t.mainProductId} is null`),
    index('products_brand_rank_idx').on(t.brandId, t.rank).where(sql`${t.mainProductId} is null`),
    // A text search reads matches in sort order from these and stops after a page, rather than
    // fetching and sorting every match.
    index('products_rank_idx').on(t.rank, t.id).where(sql`${t.mainProductId} is null`),
    index('products_price_idx').on(t.salePrice, t.id).where(sql`${t.mainProductId} is null`),
    index('products_main_idx').on(t.mainProductId),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_colours_idx').using('gin', t.colours),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_head_idx').using('gin', t.searchHead),
  ],
);

/** One colour and size of a product, with its own stock. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('variants_product_idx').on(t.productId, t.colour, t.size)],
);
