import { asc, eq, inArray } from 'drizzle-orm';
import { brands, products, sellers, variants } from '@lib/catalogue/index.server';
import { db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { cartLines } from './tables.server';

/** A cart line with what the store knows now of its product, variant, brand and seller. */
export interface LineRow {
  productId: number;
  variantId: number;
  quantity: number;
  isGift: boolean;
  seenPrice: number;
  seenStock: number;
  addedAt: Date;
  slug: string;
  name: string;
  brand: string;
  brandId: number;
  categoryId: number;
  departmentId: number;
  shape: string;
  colour: string;
  size: string;
  stock: number;
  listPrice: number;
  salePrice: number;
  purchaseLimit: number | null;
  noInstalment: boolean;
  mainProductId: number | null;
  sellerCode: string;
  sellerName: string;
  sellerType: number;
}

/** The catalogue's side of a line: product, variant, brand and seller as they are today. */
const catalogueColumns = (lang: Lang) => ({
  slug: products.slug,
  name: lang === 'en' ? products.nameEn : products.nameTr,
  brand: brands.name,
  brandId: products.brandId,
  categoryId: products.categoryId,
  departmentId: products.departmentId,
  shape: products.shape,
  colour: variants.colour,
  size: variants.size,
  stock: variants.stock,
  listPrice: products.listPrice,
  salePrice: products.salePrice,
  purchaseLimit: products.purchaseLimit,
  noInstalment: products.noInstalment,
  mainProductId: products.mainProductId,
  sellerCode: sellers.code,
  sellerName: sellers.name,
  sellerType: sellers.sellerType,
});

/** The cart's lines joined with today's catalogue, oldest first (the order they were added). */
export async function readLines(cartId: number, lang: Lang): Promise<LineRow[]> {
  return (await db())
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
      isGift: cartLines.isGift,
      seenPrice: cartLines.seenPrice,
      seenStock: cartLines.seenStock,
      addedAt: cartLines.addedAt,
      ...catalogueColumns(lang),
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId));
}

/** A line kept outside a cart (a shared copy): which variant, how many, and whether a gift. */
export interface KeptLine {
  productId: number;
  variantId: number;
  quantity: number;
  isGift: boolean;
}

/** Kept lines joined with today's catalogue, in their order; a variant no longer sold drops out. */
export async function readKeptLines(kept: readonly KeptLine[], lang: Lang, at: Date): Promise<LineRow[]> {
  if (kept.length === 0) return [];
  const rows = await (await db())
    .select({ variantId: variants.id, productId: variants.productId, ...catalogueColumns(lang) })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      inArray(
        variants.id,
        kept.map((line) => line.variantId),
      ),
    );
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  return kept.flatMap((line) => {
    const row = byVariant.get(line.variantId);
    if (!row || row.productId !== line.productId) return [];
    return [{ ...row, quantity: line.quantity, isGift: line.isGift, seenPrice: row.salePrice, seenStock: row.stock, addedAt: at }];
  });
}
