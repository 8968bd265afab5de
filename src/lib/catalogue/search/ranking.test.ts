import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filterConditions } from '@lib/catalogue/products/listing.server';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import type { Lang } from '@lib/platform';
import { tsqueryText } from './query-rules';
import { demoCatalogue } from '../../../../tests/support/demo-catalogue';

// A broad query's page is read tier by tier (walkTiers, decision 0037): these tests hold the walk
// to what it promises on the demo catalogue, against orders computed here from each product's tier.
const demo = demoCatalogue();

/** The walk's ids for a query (`filter`: more of the page's query string), `limit` from `offset`. */
async function walked(q: string, lang: Lang, offset: number, limit: number, filter = '') {
  const { understand, withCorrections } = await import('./understand.server');
  const { matchCondition, withIndexedMatch } = await import('./results.server');
  const { walkTiers } = await import('./ranking.server');
  const understood = await understand(q, { lang });
  const filters = filterConditions(parseListingQuery(new URLSearchParams(`q=${q}&${filter}`)), [], true)!;
  const match = matchCondition(understood)!;
  const ids = await withIndexedMatch((run) => walkTiers(run, filters, match, understood, offset, limit));
  // Each match's tier as the walk promises it: the first of these its head answers, else the description.
  const m = understood.matches;
  const steps = [m.map((w) => w.own), m.map((w) => w.lexemes), m.map((w) => withCorrections(w, 'own')), m.map((w) => withCorrections(w))];
  const tier = sql.join(
    steps.map((groups, i) => sql`when search_head @@ to_tsquery('simple', ${tsqueryText(groups)}) then ${i}`),
    sql` `,
  );
  const { rows } = (await demo.db.execute(
    sql`select id, case ${tier} else 9 end as tier, stock_band = 'out' as out, rank from products
        where ${sql.join([...filters, match], sql` and `)}`,
  )) as unknown as { rows: { id: number; tier: number; out: boolean; rank: number }[] };
  const expected = rows
    .sort((a, b) => a.tier - b.tier || Number(a.out) - Number(b.out) || a.rank - b.rank || a.id - b.id)
    .map((row) => row.id);
  return { ids, expected };
}

describe('a broad query read tier by tier', () => {
  it.each([
    ['elbise', 'tr'],
    ['kadın', 'tr'],
    ['ipek elibse', 'tr'],
    ['silk dresses', 'en'],
    ['siyah deri çanta', 'tr'],
  ] as const)('gives every match of "%s" once, each tier in stock first and by popularity', async (q, lang) => {
    const { ids, expected } = await walked(q, lang, 0, 10_000);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected);
  });

  it('pages through the same order 24 at a time, to an empty page past the last', async () => {
    const { expected } = await walked('kadın', 'tr', 0, 10_000);
    const pages = Math.ceil(expected.length / 24);
    expect(pages).toBeGreaterThan(2);
    const read: number[] = [];
    for (let page = 0; page <= pages; page++) read.push(...(await walked('kadın', 'tr', page * 24, 24)).ids);
    expect(read).toEqual(expected);
  });

  it.each(['price-asc', 'price-desc'] as const)('gives every match in a %s order along the price index', async (sort) => {
    const { understand } = await import('./understand.server');
    const { matchCondition, withIndexedMatch } = await import('./results.server');
    const { walkPrice } = await import('./ranking.server');
    const understood = await understand('kadın', { lang: 'tr' });
    const filters = filterConditions(parseListingQuery(new URLSearchParams('q=kadın')), [], true)!;
    const match = matchCondition(understood)!;
    const ids = await withIndexedMatch((run) => walkPrice(run, filters, match, understood, sort, 0, 10_000));
    const { rows } = (await demo.db.execute(
      sql`select id, sale_price as price from products where ${sql.join([...filters, match], sql` and `)}`,
    )) as unknown as { rows: { id: number; price: number }[] };
    const sign = sort === 'price-asc' ? 1 : -1;
    expect(rows.length).toBeGreaterThan(24);
    expect(ids).toEqual(rows.sort((a, b) => sign * (a.price - b.price || a.id - b.id)).map((row) => row.id));
  });

  it('keeps the listing filters and their order in every tier', async () => {
    const { ids, expected } = await walked('kadın', 'tr', 0, 10_000, 'min=500&max=5000&size=M');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected);
  });
});
