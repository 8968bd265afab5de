import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue, type ProductRow } from './demo/generate';
import { queryTokens } from './rules';
import { parseListingQuery } from './schema';
import { ALL_SIZES, COLOUR_CODES } from './vocab';

// Listings filter sizes and colours through masks the database generates from the arrays; the
// counts must equal what the arrays themselves say, for every value of the vocabulary.
const COUNT = 340;
const listed = generateCatalogue(COUNT).products.filter((p) => p.mainProductId == null);
const overlaps = (have: readonly string[], wanted: readonly string[]) => wanted.some((value) => have.includes(value));

describe('listing filters', () => {
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/db/client.server');
    const { writeCatalogue } = await import('./seed.server');
    await writeCatalogue(await db(), COUNT);
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/db/client.server');
    await closeDb();
  });

  async function total(scope: object, filter: string): Promise<number> {
    const { listProducts } = await import('./listing.server');
    return (await listProducts(scope as never, parseListingQuery(new URLSearchParams(filter)), 'tr')).total;
  }

  const cases: [string, object, (p: ProductRow) => boolean][] = [
    ['department', { departmentId: 1 }, (p) => p.departmentId === 1],
    ['category', { categoryId: 6 }, (p) => p.categoryId === 6],
    ['search', { q: 'ipek' }, (p) => queryTokens('ipek').every((token) => p.searchTerms.includes(token))],
  ];

  it.each(cases)('count every size and colour like the arrays do, in a %s', async (_, scope, inScope) => {
    for (const size of ALL_SIZES) {
      expect(await total(scope, `size=${encodeURIComponent(size)}`)).toBe(
        listed.filter((p) => inScope(p) && p.sizes.includes(size)).length,
      );
    }
    for (const colour of COLOUR_CODES) {
      expect(await total(scope, `colour=${colour}`)).toBe(listed.filter((p) => inScope(p) && p.colours.includes(colour)).length);
    }
    const both = listed.filter((p) => inScope(p) && overlaps(p.sizes, ['M', '38']) && overlaps(p.colours, ['red', 'gold']));
    expect(await total(scope, 'size=M&size=38&colour=red&colour=gold')).toBe(both.length);
    expect(both.length).toBeGreaterThan(0);
  });
});
