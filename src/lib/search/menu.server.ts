import { count, desc, isNull } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { type Brand, catalogIndex } from '@lib/catalog/index.server';
import { products } from '@lib/catalog/tables.server';

/** How many brands a department's menu features. */
const FEATURED = 6;

// The header draws this on every page: one grouped read, kept a minute like the catalogue index.
const TTL_MS = 60_000;
let cached: { at: number; brands: Promise<Map<number, Brand[]>> } | undefined;

async function load(): Promise<Map<number, Brand[]>> {
  const index = await catalogIndex();
  const rows = await (await db())
    .select({ departmentId: products.departmentId, brandId: products.brandId, n: count() })
    .from(products)
    .where(isNull(products.mainProductId))
    .groupBy(products.departmentId, products.brandId)
    .orderBy(desc(count()), products.brandId);
  const byDepartment = new Map<number, Brand[]>();
  for (const row of rows) {
    const brand = index.brandById.get(row.brandId);
    const list = byDepartment.get(row.departmentId) ?? [];
    if (brand && list.length < FEATURED) list.push(brand);
    byDepartment.set(row.departmentId, list);
  }
  return byDepartment;
}

/** The brands with the most products in each department (department id → brands), cached. */
export function featuredBrands(): Promise<Map<number, Brand[]>> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const brands = load();
    cached = { at: Date.now(), brands };
    brands.catch(() => (cached = undefined));
  }
  return cached.brands;
}
