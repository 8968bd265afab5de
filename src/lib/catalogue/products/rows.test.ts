import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from './demo/generate';
import { NEW_ARRIVALS } from './badges';

// The home and product page rows, over the demo catalogue in an in-memory database.
const COUNT = 120;
const { products, variants } = generateCatalogue(COUNT);
const listed = products.filter((p) => p.mainProductId == null && p.inStock);
const stockOf = (id: number) => variants.filter((v) => v.productId === id).reduce((n, v) => n + v.stock, 0);

describe('product rows', () => {
  let rows: typeof import('./rows.server');
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('./seed.server');
    await writeCatalogue(await db(), COUNT);
    rows = await import('./rows.server');
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  it('shows the newest products in stock first, all of them new', async () => {
    const cards = await rows.newArrivals(8, 'en');
    expect(cards.map((c) => c.id)).toEqual(
      listed
        .map((p) => p.id)
        .sort((a, b) => b - a)
        .slice(0, 8),
    );
    expect(cards.every((c) => c.badges.includes('new') || c.badges.length === 2)).toBe(true);
    expect(NEW_ARRIVALS).toBeGreaterThan(8);
  });

  it('counts a card’s stock over all its variants', async () => {
    const [card] = await rows.newArrivals(1, 'tr');
    expect(card!.badges.includes('lastItems')).toBe(stockOf(card!.id) <= 5);
  });

  it('suggests others of the same category, most popular first, never the product itself', async () => {
    const product = listed[0]!;
    const cards = await rows.alsoLike(product, 4, 'en');
    const expected = listed
      .filter((p) => p.categoryId === product.categoryId && p.id !== product.id)
      .sort((a, b) => a.rank - b.rank || a.id - b.id)
      .slice(0, 4);
    expect(cards.map((c) => c.id)).toEqual(expected.map((p) => p.id));
  });

  it('completes the look with one piece from each other category of the department', async () => {
    const product = listed.find((p) => p.departmentId === 1)!;
    const siblings = [...new Set(products.filter((p) => p.departmentId === 1).map((p) => p.categoryId))];
    const cards = await rows.completeTheLook(product, siblings, 4, 'en');
    const categories = cards.map((c) => listed.find((p) => p.id === c.id)!.categoryId);
    expect(new Set(categories).size).toBe(cards.length);
    expect(categories).not.toContain(product.categoryId);
    expect(cards.length).toBe(Math.min(4, siblings.length - 1));
  });
});
