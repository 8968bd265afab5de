import { count, desc, isNull } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import { type Brand, catalogIndex } from '@lib/catalogue/products/index.server';
import { perCatalogue } from '@lib/catalogue/products/per-version.server';
import { products } from '@lib/catalogue/products/tables.server';

/** How many brands a department's menu features. */
const FEATURED = 6;

// The header draws this on every page: one grouped read per catalogue version.

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

const brandsOfVersion = perCatalogue('brands by department', load);

/** The brands with the most products in each department (department id → brands), per catalogue version. */
export function featuredBrands(): Promise<Map<number, Brand[]>> {
  return brandsOfVersion('');
}
