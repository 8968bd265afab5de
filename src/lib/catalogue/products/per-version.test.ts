import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The content collections are the built server's; the catalogue's version does not read them.

// What is kept per catalogue version is renewed exactly when kept pages are: a change a page shows
// is in the very next render, while an unchanged catalogue is read once for every page.
describe('the catalogue kept per version', () => {
  let database: Awaited<ReturnType<typeof import('@lib/platform/db/client.server').db>>;
  let tables: typeof import('./tables.server');
  let index: typeof import('./index.server');
  let rows: typeof import('./rows.server');
  let perVersion: typeof import('./per-version.server');
  let product: { id: number; categoryId: number };

  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('./seed.server');
    tables = await import('./tables.server');
    index = await import('./index.server');
    rows = await import('./rows.server');
    perVersion = await import('./per-version.server');
    database = await db();
    await writeCatalogue(database, 200);
    const { products } = tables;
    // A product of the most populous category, so its row of others is full.
    const [row] = await database
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(sql`${products.mainProductId} is null and ${products.inStock}`)
      .orderBy(sql`(select count(*) from ${products} p where p.category_id = ${products.categoryId}) desc`, products.id)
      .limit(1);
    product = row!;
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  it('reads the index once while the catalogue stands, and anew the moment a brand changes', async () => {
    const first = await index.catalogIndex();
    expect(await index.catalogIndex()).toBe(first);
    const brand = first.brands[0]!;
    await database.update(tables.brands).set({ name: 'Renamed Brand' }).where(eq(tables.brands.id, brand.id));
    const next = await index.catalogIndex();
    expect(next).not.toBe(first);
    expect(next.brandById.get(brand.id)?.name).toBe('Renamed Brand');
  });

  it('shows a renamed product in the rows of other pages at once, and the same rows as reading them afresh', async () => {
    const { products } = tables;
    const shown = await rows.alsoLike(product, 4, 'en');
    expect(shown.length).toBe(4);
    expect(shown.map((c) => c.id)).not.toContain(product.id);
    // What the row showed before it was kept: the category's most popular others, in order.
    const fresh = await database
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.categoryId} = ${product.categoryId} and ${products.id} <> ${product.id} and ${products.mainProductId} is null and ${products.inStock}`,
      )
      .orderBy(products.rank, products.id)
      .limit(4);
    expect(shown.map((c) => c.id)).toEqual(fresh.map((r) => r.id));
    const other = shown[0]!;
    await database.update(products).set({ nameEn: 'A renamed piece' }).where(eq(products.id, other.id));
    expect((await rows.alsoLike(product, 4, 'en'))[0]?.name).toBe('A renamed piece');
    // A product that leaves the shop leaves the rows with it.
    await database.update(products).set({ inStock: false }).where(eq(products.id, other.id));
    expect((await rows.alsoLike(product, 4, 'en')).map((c) => c.id)).not.toContain(other.id);
  });

  /** A value kept per version that counts its loads: a new load is a new version seen. */
  function counted() {
    const held = perVersion.perVersion<number>('probe', 1);
    let loads = 0;
    return () => held('probe', async () => ++loads);
  }
  const change = () =>
    database
      .update(tables.products)
      .set({ salePrice: sql`${tables.products.salePrice} - 1` })
      .where(eq(tables.products.id, product.id));

  it('never answers with a version read before the call, and shares reads among calls that overlap', async () => {
    const probe = counted();
    expect(await probe()).toBe(1);
    const overlapping = await Promise.all(Array.from({ length: 20 }, probe));
    expect(new Set(overlapping)).toEqual(new Set([1]));
    // A read in flight when the change commits is not shared with a call made after it.
    const inFlight = probe();
    await change();
    const after = probe();
    // (The read in flight may see the change too: newer is allowed, older never.)
    await inFlight;
    expect(await after).toBe(2);
  });

  it('gives a request one version throughout, read at its first ask, and the next request the new one', async () => {
    const probe = counted();
    const { inRequest } = await import('@lib/platform/freshness/request-scope.server');
    const [first, later] = await inRequest({ reads: true }, async () => {
      const first = await probe();
      await change();
      return [first, await probe()];
    });
    expect(later).toBe(first);
    expect(await inRequest({ reads: true }, probe)).toBe(first + 1);
  });

  it('keeps a listing page per version, renamed and repriced at once, and reads a stock filter afresh', async () => {
    const { products } = tables;
    const { listProducts } = await import('./listing.server');
    const { parseListingQuery } = await import('./schema');
    const scope = { categoryId: product.categoryId };
    const first = await listProducts(scope, parseListingQuery(new URLSearchParams()), 'en');
    const top = first.items[0]!;
    await database
      .update(products)
      .set({ nameEn: 'Listed anew', salePrice: top.salePrice + 100 })
      .where(eq(products.id, top.id));
    const next = await listProducts(scope, parseListingQuery(new URLSearchParams()), 'en');
    expect(next.items.find((c) => c.id === top.id)).toMatchObject({ name: 'Listed anew', salePrice: top.salePrice + 100 });
    expect(next.total).toBe(first.total);
    // A size filter asks for stock, which moves no catalogue version: it is read on every render.
    const size = (
      await database.select({ size: tables.variants.size }).from(tables.variants).where(eq(tables.variants.productId, top.id))
    )[0]!.size;
    const filtered = parseListingQuery(new URLSearchParams({ size }));
    expect((await listProducts(scope, filtered, 'en')).items.map((c) => c.id)).toContain(top.id);
    await database
      .update(tables.variants)
      .set({ stock: 0 })
      .where(and(eq(tables.variants.productId, top.id), eq(tables.variants.size, size)));
    expect((await listProducts(scope, filtered, 'en')).items.map((c) => c.id)).not.toContain(top.id);
  });

  it('keeps a product page’s data per product and catalogue version: a sale and a renamed brand show at once', async () => {
    const { productDetail } = await import('./product.server');
    const before = (await productDetail(product.id, 'en'))!;
    expect(await productDetail(product.id, 'en')).toBe(before);
    const variant = before.variants.find((v) => v.stock > 1)!;
    await database
      .update(tables.variants)
      .set({ stock: variant.stock - 1 })
      .where(eq(tables.variants.id, variant.id));
    const sold = (await productDetail(product.id, 'en'))!;
    expect(sold.variants.find((v) => v.id === variant.id)?.stock).toBe(variant.stock - 1);
    await database.update(tables.brands).set({ name: 'Brand Anew' }).where(eq(tables.brands.id, before.brand.id));
    expect((await productDetail(product.id, 'en'))?.brand.name).toBe('Brand Anew');
    expect(await productDetail(987_654, 'en')).toBeUndefined();
  });

  it('keeps nothing longer than a kept page, though the version stands (a card’s colour moves with stock)', async () => {
    const probe = counted();
    expect(await probe()).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 9 * 60 * 1000);
      expect(await probe()).toBe(1);
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      expect(await probe()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps only the catalogue: the same rows for every caller, with no field but a card’s', async () => {
    const [tr, en] = await Promise.all([rows.newArrivals(4, 'tr'), rows.newArrivals(4, 'en')]);
    expect(tr.map((c) => c.id)).toEqual(en.map((c) => c.id));
    for (const card of en)
      expect(Object.keys(card).sort()).toEqual(
        [
          'badges',
          'brand',
          'colour',
          'colours',
          'id',
          'inStock',
          'listPrice',
          'name',
          'pinned',
          'salePrice',
          'sameDayCargo',
          'shape',
          'slug',
        ].sort(),
      );
  });
});
