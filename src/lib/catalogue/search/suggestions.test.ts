import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tsqueryText } from './query-rules';
import { demoCatalogue } from '../../../../tests/support/demo-catalogue';

// The box's products are read in two branches (the most popular walked, then the rest through the
// text index): whichever branch finds them, they are the same six, in the same order, as ordering
// every answer would give.
const demo = demoCatalogue();

describe("the box's products", () => {
  it.each([
    ['elbise, broad', [['elbis', 'elbise']], 'elbis'],
    ['a brand and a word begun', [['maison'], ['aur']], 'aur'],
    ['rare', [['ipek'], ['elbis', 'elbise']], 'elbise'],
    ['nothing', [['bisiklet']], 'bisiklet'],
  ])('are the most popular in stock that answer, walked or not (%s)', async (name, groups, prefix) => {
    const { popularAnswering } = await import('./suggestions.server');
    const text = tsqueryText(groups, 'AB', prefix);
    const { rows } = (await demo.db.execute(
      sql`select slug from products where main_product_id is null and stock_band <> 'out'
          and search_head @@ to_tsquery('simple', ${text}) order by rank, id limit 6`,
    )) as unknown as { rows: { slug: string }[] };
    const expected = rows.map((row) => row.slug);
    expect(expected.length > 0).toBe(!/nothing/.test(name));
    // Walking 5, 40 or all of them: the second branch finds what the walk did not reach.
    for (const walked of [5, 40, 100_000]) expect((await popularAnswering(text, walked)).map((row) => row.slug)).toEqual(expected);
  });
});
