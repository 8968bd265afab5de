import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The product page cache trusts this version, as the freshness layer reads it (held on PGlite until
// the database's notice): every change the page would show must move it.
describe('product page version', () => {
  let database: Awaited<ReturnType<typeof import('@lib/platform/db/client.server').db>>;
  let tables: typeof import('./tables.server');
  let versionOf: (id: number) => Promise<string | undefined>;
  let main: number;
  let gift: number;
  let other: number;

  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('./seed.server');
    tables = await import('./tables.server');
    const { productScope } = await import('./page-version.server');
    const freshness = await import('@lib/platform/freshness/versions.server');
    versionOf = async (id) => (await freshness.versionOf([productScope(id)]))?.version;
    database = await db();
    await writeCatalogue(database, 60);
    const [promotion] = await database.select().from(tables.products).where(isNotNull(tables.products.mainProductId)).limit(1);
    gift = promotion!.id;
    main = promotion!.mainProductId!;
    const [unrelated] = await database
      .select()
      .from(tables.products)
      .where(and(ne(tables.products.id, main), ne(tables.products.id, gift), sql`${tables.products.mainProductId} is null`))
      .limit(1);
    other = unrelated!.id;
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  async function moves(change: () => Promise<unknown>, id = main): Promise<boolean> {
    const before = await versionOf(id);
    await change();
    return (await versionOf(id)) !== before;
  }

  it('is undefined for a product that does not exist', async () => {
    expect(await versionOf(987_654)).toBeUndefined();
  });

  it('moves when the product, its variants or its linked product change', async () => {
    const { products, variants } = tables;
    expect(
      await moves(() =>
        database
          .update(products)
          .set({ salePrice: sql`${products.salePrice} + 100` })
          .where(eq(products.id, main)),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        database
          .update(variants)
          .set({ stock: sql`${variants.stock} + 1` })
          .where(eq(variants.productId, main)),
      ),
    ).toBe(true);
    expect(await moves(() => database.insert(variants).values({ productId: main, colour: 'black', size: 'XXL', stock: 2 }))).toBe(true);
    expect(await moves(() => database.delete(variants).where(and(eq(variants.productId, main), eq(variants.size, 'XXL'))))).toBe(true);
    // The gift's name shows on the main product's page, and the main product's on the gift's.
    expect(await moves(() => database.update(products).set({ nameEn: 'Renamed gift' }).where(eq(products.id, gift)))).toBe(true);
    expect(await moves(() => database.update(products).set({ nameTr: 'Yeni ad' }).where(eq(products.id, main)), gift)).toBe(true);
  });

  it('stays put when an unrelated product changes', async () => {
    const { products, variants } = tables;
    expect(await moves(() => database.update(products).set({ salePrice: 12_345 }).where(eq(products.id, other)))).toBe(false);
    expect(await moves(() => database.update(variants).set({ stock: 0 }).where(eq(variants.productId, other)))).toBe(false);
  });
});
