import { and, eq, gt, sql } from 'drizzle-orm';
import { LAST_ITEMS } from '@lib/catalogue/products/badges';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeptPage } from './kept-paths';

// Kept pages trust these versions: whatever a listing, a row or the header shows must move them,
// and a sale that leaves the product in stock must not renew every listing.
describe('kept page versions', () => {
  let database: Awaited<ReturnType<typeof import('@lib/platform/db/client.server').db>>;
  let tables: typeof import('@lib/catalogue/products/tables.server');
  let keptVersion: (page: KeptPage, at?: Date) => Promise<{ version: string; validUntil: number } | undefined>;
  let product: number;
  let other: number;
  const listing: KeptPage = { kind: 'listing' };

  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('@lib/catalogue/products/seed.server');
    tables = await import('@lib/catalogue/products/tables.server');
    const { scopesOf } = await import('./kept.server');
    const { versionOf } = await import('@lib/platform/freshness/versions.server');
    // As the store's clock reads at `at`: what is due then, and what runs.
    keptVersion = async (page, at) => {
      if (at) vi.useFakeTimers({ toFake: ['Date'], now: at });
      try {
        return await versionOf(scopesOf(page));
      } finally {
        vi.useRealTimers();
      }
    };
    database = await db();
    await writeCatalogue(database, 40);
    // The product with the most pieces: a sale of one leaves it far from the last-items badge.
    const { products, variants } = tables;
    const [a, b] = await database
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.mainProductId} is null`)
      .orderBy(sql`(select sum(${variants.stock}) from ${variants} where ${variants.productId} = ${products.id}) desc`)
      .limit(2);
    product = a!.id;
    other = b!.id;
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  const versionOf = async (page: KeptPage) => (await keptVersion(page))?.version;
  async function moves(page: KeptPage, change: () => Promise<unknown>): Promise<boolean> {
    const before = await versionOf(page);
    await change();
    return (await versionOf(page)) !== before;
  }

  it('moves every page with what a listing shows of any product, and with categories, brands and sellers', async () => {
    const { products, categories, brands, sellers } = tables;
    const page: KeptPage = { kind: 'product', productId: product };
    expect(
      await moves(listing, () =>
        database
          .update(products)
          .set({ salePrice: sql`${products.salePrice} - 1` })
          .where(eq(products.id, other)),
      ),
    ).toBe(true);
    // Rows of other products show on a product page too.
    expect(await moves(page, () => database.update(products).set({ nameTr: 'Yeni ad' }).where(eq(products.id, other)))).toBe(true);
    expect(await moves(listing, () => database.update(products).set({ inStock: false }).where(eq(products.id, other)))).toBe(true);
    expect(
      await moves(listing, () =>
        database
          .update(categories)
          .set({ nameEn: sql`${categories.nameEn} || ' '` })
          .where(eq(categories.id, 1)),
      ),
    ).toBe(true);
    expect(await moves(listing, () => database.update(brands).set({ name: sql`${brands.name}` }))).toBe(true);
    expect(await moves(listing, () => database.update(sellers).set({ name: sql`${sellers.name}` }))).toBe(true);
  });

  it('moves a product page, and only it, with a stock count that leaves the product in stock', async () => {
    const { variants } = tables;
    const page: KeptPage = { kind: 'product', productId: product };
    const sale = () =>
      database
        .update(variants)
        .set({ stock: sql`${variants.stock} - 1` })
        .where(and(eq(variants.productId, product), gt(variants.stock, 1)));
    const listingBefore = await versionOf(listing);
    expect(await moves(page, sale)).toBe(true);
    expect(await versionOf(listing)).toBe(listingBefore);
  });

  it('moves every listing when a product comes down to its last items, and when it sells out', async () => {
    const { variants } = tables;
    const [one] = await database.select({ id: variants.id }).from(variants).where(eq(variants.productId, other)).limit(1);
    await database
      .update(variants)
      .set({ stock: 0 })
      .where(and(eq(variants.productId, other), sql`${variants.id} <> ${one!.id}`));
    await database
      .update(variants)
      .set({ stock: LAST_ITEMS + 3 })
      .where(eq(variants.id, one!.id));
    expect(
      await moves(listing, () =>
        database
          .update(variants)
          .set({ stock: LAST_ITEMS + 1 })
          .where(eq(variants.id, one!.id)),
      ),
    ).toBe(false);
    expect(await moves(listing, () => database.update(variants).set({ stock: LAST_ITEMS }).where(eq(variants.id, one!.id)))).toBe(true);
    expect(await moves(listing, () => database.update(variants).set({ stock: 1 }).where(eq(variants.id, one!.id)))).toBe(false);
    expect(await moves(listing, () => database.update(variants).set({ stock: 0 }).where(eq(variants.id, one!.id)))).toBe(true);
  });

  // Content comes from src/content's files (seeded on first read), and from what a test publishes.
  const saver = { staffId: 1, lang: 'tr' as const };
  const FAR = new Date('2099-01-01T00:00:00Z');

  it('is undefined for a product that does not exist, and bounded in time by the campaigns pages list', async () => {
    expect(await keptVersion({ kind: 'product', productId: 987_654 }, new Date())).toBeUndefined();
    // Long after every seeded campaign has ended, nothing is due.
    expect((await keptVersion({ kind: 'home' }, FAR))?.validUntil).toBe(Number.POSITIVE_INFINITY);
    const { createPage } = await import('@lib/catalogue/content/editing.server');
    const { publish } = await import('@lib/catalogue/content/publishing.server');
    const { fileDocuments } = await import('@lib/catalogue/content/files.server');
    const campaign = fileDocuments().find((file) => file.kind === 'campaign')!;
    const windowed = (lang: 'tr' | 'en') => ({
      ...campaign.document[lang],
      data: { ...campaign.document[lang].data, startsAt: '2099-03-01', endsAt: '2099-03-31' },
    });
    const page = { kind: 'campaign' as const, slug: 'bahar-2099' };
    await createPage(page, { tr: windowed('tr'), en: windowed('en') }, saver);
    const listingBefore = await keptVersion(listing, FAR);
    const homeBefore = await keptVersion({ kind: 'home' }, FAR);
    await publish(page, 1, 1);
    // A campaign's start (midnight in Istanbul) bounds the pages that list running campaigns, and only them.
    const start = Date.parse('2099-02-28T21:00:00Z');
    for (const kind of ['home', 'campaign'] as const) expect((await keptVersion({ kind }, FAR))?.validUntil, kind).toBe(start);
    expect((await keptVersion({ kind: 'home' }, FAR))?.version).not.toBe(homeBefore?.version);
    expect(await keptVersion(listing, FAR)).toEqual(listingBefore);
    // Once it runs, its end is next.
    expect((await keptVersion({ kind: 'home' }, new Date(start)))?.validUntil).toBe(Date.parse('2099-03-31T21:00:00Z'));
  });

  it('renews every page when a scheduled footer comes due, without any write, and not a moment before', async () => {
    const { publish } = await import('@lib/catalogue/content/publishing.server');
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const before = await keptVersion(listing, new Date());
    await publish({ kind: 'footer', slug: 'footer' }, 1, 1, at);
    const scheduled = await keptVersion(listing, new Date());
    expect(scheduled?.validUntil).toBe(at.getTime());
    const due = await keptVersion(listing, new Date(at.getTime() + 1));
    expect(due?.version).not.toBe(scheduled?.version);
    expect(due?.validUntil).toBe(Number.POSITIVE_INFINITY);
    expect(before?.version).not.toBe(due?.version);
  });
});
