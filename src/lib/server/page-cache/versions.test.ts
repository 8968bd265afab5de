import { and, eq, gt, sql } from 'drizzle-orm';
import { LAST_ITEMS } from '@lib/catalog/badges';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeptPage } from './kept-paths';

// The content collections are the built server's; here the campaigns are two given windows.
const NEXT_CAMPAIGN_CHANGE = Date.parse('2027-01-01T00:00:00Z');
const LATER_CHANGE = Date.parse('2027-02-01T00:00:00Z');
const campaignClock = vi.hoisted(() => ({ asked: 0 }));
vi.mock('@lib/content/entries.server', async () => {
  const { nextWindowChange } = await import('@lib/content/rules');
  const windows = [{ startsAt: new Date('2027-01-01T00:00:00Z'), endsAt: new Date('2027-02-01T00:00:00Z') }];
  return {
    nextCampaignChange: async (now: Date) => {
      campaignClock.asked += 1;
      return nextWindowChange(windows, now);
    },
  };
});

// Kept pages trust these versions: whatever a listing, a row or the header shows must move them,
// and a sale that leaves the product in stock must not renew every listing.
describe('kept page versions', () => {
  let database: Awaited<ReturnType<typeof import('@lib/db/client.server').db>>;
  let tables: typeof import('@lib/catalog/tables.server');
  let keptVersion: typeof import('./versions.server').keptVersion;
  let product: number;
  let other: number;
  const listing: KeptPage = { kind: 'listing' };

  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/db/client.server');
    const { writeCatalogue } = await import('@lib/catalog/seed.server');
    tables = await import('@lib/catalog/tables.server');
    keptVersion = (await import('./versions.server')).keptVersion;
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
    const { closeDb } = await import('@lib/db/client.server');
    await closeDb();
  });

  const versionOf = async (page: KeptPage) => (await keptVersion(page, new Date()))?.version;
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

  it('is undefined for a product that does not exist, and bounded in time for pages listing campaigns', async () => {
    expect(await keptVersion({ kind: 'product', productId: 987_654 }, new Date())).toBeUndefined();
    expect((await keptVersion(listing, new Date()))?.validUntil).toBe(Number.POSITIVE_INFINITY);
    for (const kind of ['home', 'campaign'] as const)
      expect((await keptVersion({ kind }, new Date()))?.validUntil, kind).toBe(NEXT_CAMPAIGN_CHANGE);
  });

  it('works out the next campaign change once until it comes, and again when the clock leaves that span', async () => {
    const home: KeptPage = { kind: 'home' };
    const until = async (at: number) => (await keptVersion(home, new Date(at)))?.validUntil;
    expect(await until(NEXT_CAMPAIGN_CHANGE - 60_000)).toBe(NEXT_CAMPAIGN_CHANGE);
    const asked = campaignClock.asked;
    expect(await until(NEXT_CAMPAIGN_CHANGE - 1)).toBe(NEXT_CAMPAIGN_CHANGE);
    expect(campaignClock.asked).toBe(asked);
    // The campaign started: the next change is its end.
    expect(await until(NEXT_CAMPAIGN_CHANGE)).toBe(LATER_CHANGE);
    // A clock set back (a test clock) is worked out afresh.
    expect(await until(NEXT_CAMPAIGN_CHANGE - 120_000)).toBe(NEXT_CAMPAIGN_CHANGE);
    expect(await until(LATER_CHANGE)).toBe(Number.POSITIVE_INFINITY);
    expect(campaignClock.asked).toBe(asked + 3);
  });
});
