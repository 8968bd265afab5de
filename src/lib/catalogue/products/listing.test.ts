import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue, type ProductRow } from './demo/generate';
import { words } from './rules';
import { parseListingQuery } from './schema';
import { ALL_SIZES, COLOUR_CODES } from './vocab';

// Listings narrow sizes and colours through masks of what is in stock, which the database keeps with
// every stock change, and keep only products that can be bought so: a variant in stock of one of the
// sizes and one of the colours (issue 24: size M listed dresses whose M was sold out in every
// colour). The counts must equal what the generated variants say, for every value of the vocabulary.
const COUNT = 340;
const catalogue = generateCatalogue(COUNT);
const listed = catalogue.products.filter((p) => p.mainProductId == null);
/** Whether a product has a variant in stock of one of the sizes (any when empty) and one of the colours (any when empty). */
const buyable = (p: ProductRow, sizes: readonly string[], colours: readonly string[]) =>
  catalogue.variants.some(
    (v) =>
      v.productId === p.id && v.stock > 0 && (!sizes.length || sizes.includes(v.size)) && (!colours.length || colours.includes(v.colour)),
  );

describe('listing filters', () => {
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('./seed.server');
    await writeCatalogue(await db(), COUNT);
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  async function total(scope: object, filter: string): Promise<number> {
    const query = parseListingQuery(new URLSearchParams(filter));
    if ('q' in scope) {
      const { searchProducts } = await import('@lib/catalogue/search/results.server');
      return (await searchProducts({ ...query, q: String(scope.q) }, 'tr')).total;
    }
    const { listProducts } = await import('./listing.server');
    return (await listProducts(scope as never, query, 'tr')).total;
  }

  const cases: [string, object, (p: ProductRow) => boolean][] = [
    ['department', { departmentId: 1 }, (p) => p.departmentId === 1],
    ['category', { categoryId: 6 }, (p) => p.categoryId === 6],
    // "ipek" is silk: the Turkish name's word, or the English name's through the synonyms.
    ['search', { q: 'ipek' }, (p) => words(p.nameTr).includes('ipek') || words(p.nameEn).includes('silk')],
  ];

  it.each(cases)('count every size and colour that can be bought, in a %s', async (_, scope, inScope) => {
    for (const size of ALL_SIZES) {
      expect(await total(scope, `size=${encodeURIComponent(size)}`), size).toBe(
        listed.filter((p) => inScope(p) && buyable(p, [size], [])).length,
      );
    }
    for (const colour of COLOUR_CODES) {
      expect(await total(scope, `colour=${colour}`), colour).toBe(listed.filter((p) => inScope(p) && buyable(p, [], [colour])).length);
    }
    // Both filters at once: one variant of a chosen size in a chosen colour, not M in red and 38 in gold apart.
    const both = listed.filter((p) => inScope(p) && buyable(p, ['M', '38'], ['red', 'gold']));
    expect(await total(scope, 'size=M&size=38&colour=red&colour=gold')).toBe(both.length);
    expect(both.length).toBeGreaterThan(0);
  });

  it('follows a size selling out and coming back, without renewing the kept listings', async () => {
    const { db } = await import('@lib/platform/db/client.server');
    const database = await db();
    const read = async <T>(query: ReturnType<typeof sql>) => ((await database.execute(query)) as unknown as { rows: T[] }).rows;
    const catalogueVersion = async () =>
      (await read<{ version: string }>(sql`select version from kept_page_versions where scope = 'catalogue'`))[0]!.version;
    // A dress whose M is in stock in some colours while more than the last items stay in other sizes,
    // so that its stock band (which a kept listing shows) stays "in" throughout.
    const product = listed.find((p) => {
      const own = catalogue.variants.filter((v) => v.productId === p.id && v.stock > 0);
      const m = own.filter((v) => v.size === 'M').reduce((sum, v) => sum + v.stock, 0);
      return p.departmentId === 1 && m > 0 && own.reduce((sum, v) => sum + v.stock, 0) - m > 5;
    })!;
    const before = { total: await total({ departmentId: 1 }, 'size=M'), version: await catalogueVersion() };
    const stock = await read<{ id: number; stock: number }>(
      sql`select id, stock from variants where product_id = ${product.id} and size = 'M' and stock > 0`,
    );

    await database.execute(sql`update variants set stock = 0 where product_id = ${product.id} and size = 'M'`);
    expect(await total({ departmentId: 1 }, 'size=M')).toBe(before.total - 1);
    for (const variant of stock) await database.execute(sql`update variants set stock = ${variant.stock} where id = ${variant.id}`);
    expect(await total({ departmentId: 1 }, 'size=M')).toBe(before.total);
    expect(await catalogueVersion()).toBe(before.version);
  });
});
