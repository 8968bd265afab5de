import { asc, eq } from 'drizzle-orm';
import { brands, products, sellers, variants } from '@lib/catalog/tables.server';
import { db } from '@lib/db/client.server';
import type { Lang } from '@lib/i18n/lang';
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
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId));
}
