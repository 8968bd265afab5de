import { eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db, type Db, defineScope } from '@lib/platform/index.server';
import { products } from './tables.server';

const linked = alias(products, 'linked');

// Prepared once per database: the check runs on every cached request, so it skips query building.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(database: Db) {
  return database
    .select({ own: products.version, linkedId: linked.id, linkedVersion: linked.version })
    .from(products)
    .leftJoin(linked, or(eq(linked.id, products.mainProductId), eq(linked.mainProductId, products.id)))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_page_version');
}

/**
 * The version of everything a product page shows: the product with its variants (the database
 * raises the product's version on any change of either, drizzle/0005) and the product it links to
 * (its gift, or the main product of a gift). Undefined when there is no such product.
 */
async function productPageVersion(id: number): Promise<string | undefined> {
  const database = await db();
  let query = prepared.get(database);
  if (!query) {
    query = prepare(database);
    prepared.set(database, query);
  }
  const rows = await query.execute({ id });
  if (rows.length === 0) return undefined;
  return rows
    .map((row) => `${row.own}:${row.linkedId ?? ''}:${row.linkedVersion ?? ''}`)
    .sort()
    .join(',');
}

// A product page's scope: read once per request, held on PGlite until the database says it moved.
defineScope('product', async (id) => {
  const version = await productPageVersion(Number(id));
  return version === undefined ? undefined : { version, validUntil: Number.POSITIVE_INFINITY };
});

/** The scope of what a product's page shows of it (platform/freshness): undefined version when it does not exist. */
export const productScope = (id: number): string => `product:${id}`;
