import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import { JUDGED_QUERIES } from './index';
import { describeResult, judge, judgeCatalogue, type Judgement, relevantIds } from './judge';
import type { JudgedQuery, QueryKind } from './types';

// Issue 27, item 7: the judged query set, run against the search as a shopper meets it (in-memory
// PGlite seeded with the demo catalogue, the engine's own SQL), recall reported per kind and held
// at 95% in every kind. The set is data (./index.ts); the pass rule is judge.ts's.
const COUNT = 340;
const RECALL = 0.95;
const catalogue = judgeCatalogue(COUNT);

interface Outcome {
  query: JudgedQuery;
  judgement: Judgement;
  ids: number[];
}

describe('the judged query set', () => {
  it('has at least 300 queries, 20 of each kind, none twice, each asking for products the catalogue has', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(300);
    const perKind = Map.groupBy(JUDGED_QUERIES, (query) => query.kind);
    for (const [kind, queries] of perKind) expect(queries.length, kind).toBeGreaterThanOrEqual(20);
    expect(perKind.size).toBe(12);
    const keys = JUDGED_QUERIES.map((query) => `${query.lang}:${query.q}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    // An expectation nothing in the catalogue meets could never pass: a mistake in the data.
    expect(JUDGED_QUERIES.filter((query) => relevantIds(query.expect, catalogue).size === 0).map((query) => query.q)).toEqual([]);
  });
});

describe('search on the judged query set', () => {
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('@lib/catalogue/products/seed.server');
    await writeCatalogue(await db(), COUNT);
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  it('finds what shoppers ask for in 95% of the queries or more, in every kind', async () => {
    const { searchProducts } = await import('../results.server');
    const outcomes: Outcome[] = [];
    for (const query of JUDGED_QUERIES) {
      const page = await searchProducts(parseListingQuery(new URLSearchParams({ q: query.q })), query.lang);
      const ids = page.items.map((item) => item.id);
      outcomes.push({ query, judgement: judge(query.expect, ids, catalogue), ids });
    }
    const kinds = [...Map.groupBy(outcomes, (outcome) => outcome.query.kind)].map(([kind, list]) => {
      const passed = list.filter((outcome) => outcome.judgement.pass).length;
      return { kind, queries: list.length, passed, recall: passed / list.length };
    });
    console.log(
      `Judged queries: ${outcomes.filter((o) => o.judgement.pass).length} of ${outcomes.length} found\n${kinds.map(describeKind).join('\n')}`,
    );
    const failing = outcomes.filter((outcome) => !outcome.judgement.pass);
    if (failing.length) console.log(`Missed:\n${failing.map(describeMiss).join('\n')}`);
    const below = kinds.filter((k) => k.recall < RECALL).map((k) => k.kind);
    const missedInBelow = failing.filter((outcome) => below.includes(outcome.query.kind)).map(describeMiss);
    expect(below, `kinds below ${RECALL * 100}%; their misses:\n${missedInBelow.join('\n')}`).toEqual([] as QueryKind[]);
  }, 120_000);
});

/** One line of the recall table ("Turkish plural   27/30  90%"). */
function describeKind(k: { kind: string; queries: number; passed: number; recall: number }): string {
  return `${k.kind.padEnd(28)} ${String(k.passed).padStart(3)}/${String(k.queries).padEnd(3)} ${(k.recall * 100).toFixed(0)}%`;
}

/** What a query asks for, in words ("kadin-canta in black named deri|leather (5 in the catalogue, 3/5 of the first)"). */
function describeWanted({ query, judgement }: Outcome): string {
  const expect = query.expect;
  if ('product' in expect) return `product ${describeResult(expect.product, catalogue)}`;
  const colour = expect.colour ? ` in ${expect.colour}` : '';
  const named = expect.named ? ` named ${expect.named.join(' & ')}` : '';
  const hits = judgement.hits ? `, ${judgement.hits[0]}/${judgement.hits[1]} of the first` : '';
  return `${expect.categories.join('|')}${colour}${named} (${judgement.relevant} in the catalogue${hits})`;
}

/** One missed query: what it asked for and what came first. */
function describeMiss(outcome: Outcome): string {
  const { query, ids } = outcome;
  const first =
    ids.length === 0
      ? 'nothing'
      : ids
          .slice(0, 3)
          .map((id) => describeResult(id, catalogue))
          .join(' | ');
  return `  [${query.kind}] ${query.lang} "${query.q}" wants ${describeWanted(outcome)}; ${ids.length} shown, first: ${first}`;
}
