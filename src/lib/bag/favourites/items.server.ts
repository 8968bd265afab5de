import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { brands, products, variants } from '@lib/catalogue/index.server';
import { db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { FavouriteItem } from './schema';

/** A favourite as stored: the product and the chosen variant (null: no size chosen yet). */
export interface FavouriteRef {
  productId: number;
  variantId: number | null;
}

/** The listed product and its variants, or undefined (unknown, or a promotion product never sold alone). */
export async function productWithVariants(productId: number) {
  const database = await db();
  const [product] = await database
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.mainProductId)));
  if (!product) return undefined;
  return database.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
}

/**
 * The favourites' items from today's catalogue, in the order given. A favourite shows the sizes of
 * its chosen variant's colour (the product's first colour before a size is chosen); a chosen
 * variant that is no longer the product's counts as none. Products gone from the catalogue drop out.
 */
export async function itemsOf(refs: readonly FavouriteRef[], lang: Lang): Promise<FavouriteItem[]> {
  if (refs.length === 0) return [];
  const ids = refs.map((r) => r.productId);
  const database = await db();
  const [rows, sizes] = await Promise.all([
    database
      .select({
        id: products.id,
        slug: products.slug,
        name: lang === 'en' ? products.nameEn : products.nameTr,
        brand: brands.name,
        shape: products.shape,
        colours: products.colours,
        listPrice: products.listPrice,
        salePrice: products.salePrice,
        sameDayCargo: products.sameDayCargo,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(inArray(products.id, ids), isNull(products.mainProductId))),
    database.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return refs.flatMap((ref) => {
    const row = byId.get(ref.productId);
    if (!row) return [];
    const own = sizes.filter((v) => v.productId === row.id);
    const chosen = own.find((v) => v.id === ref.variantId);
    const colour = chosen?.colour ?? row.colours[0] ?? own[0]?.colour ?? 'black';
    const shown = own.filter((v) => v.colour === colour);
    return [
      {
        productId: row.id,
        // One size only: it is the choice, there is nothing to ask.
        variants: shown.map((v) => ({
          variantId: v.id,
          size: v.size,
          isSelected: v.id === chosen?.id || shown.length === 1,
          quantity: 1,
          isSameDayInCargo: row.sameDayCargo,
          stock: Math.max(0, v.stock),
        })),
        displayName: row.name,
        brand: row.brand,
        prices: { list: row.listPrice, sale: row.salePrice },
        slug: row.slug,
        shape: row.shape,
        colour,
      },
    ];
  });
}
