// Text search and the header's suggestions over the generated catalogue (issue 27, item 8: search
// p95 <= 30 ms, suggestions p95 <= 15 ms at 100,000 products), uncached: run by listing-query.ts
// once it has filled the database, so the 100,000 products are written once for every bench.
import { inRequest } from '@lib/platform/freshness/request-scope.server';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import type { Db } from '@lib/platform/db/client.server';
import type { Lang } from '@lib/platform/i18n/lang';
import { searchProducts } from '@lib/catalogue/search/results.server';
import { suggest } from '@lib/catalogue/search/suggestions.server';
import { analysedOf, recordAs, scansOf } from './_statements';
import { newCatalogueVersion, percentile, Timings } from './_timings';

const ROUNDS = 8;
const SEARCH_TARGET_MS = 30;
const SUGGEST_TARGET_MS = 15;

/** The mix of searches, as shoppers type them, by kind: [kind, query string of the search page, site language]. */
const SEARCHES: [string, string, Lang][] = [
  ['plural', 'q=ipek elbiseler', 'tr'],
  ['plural', 'q=deri çantalar', 'tr'],
  ['plural', 'q=gabardin pantolonlar', 'tr'],
  ['colour and noun', 'q=kırmızı elbise', 'tr'],
  ['colour and noun', 'q=siyah deri çanta', 'tr'],
  ['colour and noun', 'q=lacivert pantolon', 'tr'],
  ['typo', 'q=ipek elibse', 'tr'],
  ['typo', 'q=gabardin patnolon', 'tr'],
  ['typo', 'q=kaşmir kabna', 'tr'],
  ['English', 'q=silk dresses', 'en'],
  ['English', 'q=leather bags', 'en'],
  ['English', 'q=gold necklaces', 'en'],
  ['brand and noun', 'q=valdera elbise', 'tr'],
  ['brand and noun', 'q=maison aurèle çanta', 'tr'],
  ['one broad word', 'q=elbise', 'tr'],
  ['one broad word', 'q=kadın', 'tr'],
  ['one broad word', 'q=dress', 'en'],
  ['no results', 'q=bisiklet kaskı', 'tr'],
  ['no results', 'q=drone', 'en'],
  ['sort and filters', 'q=elbise&sort=price-asc', 'tr'],
  ['sort and filters', 'q=çanta&brand=valdera', 'tr'],
  ['sort and filters', 'q=elbise&size=M', 'tr'],
  ['sort and filters', 'q=ipek elbiseler&page=3', 'tr'],
];

/**
 * What shoppers type in the header's box, each asked at every length from the second letter, once:
 * suggest keeps an answer a minute per language and folded query, so a prefix asked twice would be
 * a read of memory. No prefix is asked twice in a run (each is measured as the first shopper asks it).
 */
const TYPED: [string, Lang][] = [
  ['elbise', 'tr'],
  ['ipek elbiseler', 'tr'],
  ['ipek elibse', 'tr'],
  ['kırmızı elbise', 'tr'],
  ['gabardin pantolon', 'tr'],
  ['gabardin patnolon', 'tr'],
  ['deri çanta', 'tr'],
  ['siyah deri çanta', 'tr'],
  ['altın kolye', 'tr'],
  ['maison aurèle', 'tr'],
  ['valdera', 'tr'],
  ['kadın elbise', 'tr'],
  ['kaşmir kaban', 'tr'],
  ['gomlek', 'tr'],
  ['parfüm', 'tr'],
  ['silk dress', 'en'],
  ['leather bag', 'en'],
  ['gold necklace', 'en'],
  ['cashmere coat', 'en'],
  ['trousers', 'en'],
];

/** Every prefix of the typed queries from the second letter, each once, by kind (one word short or long, several words). */
function prefixes(): [string, string, Lang][] {
  const asked = new Set<string>();
  const out: [string, string, Lang][] = [];
  for (const [typed, lang] of TYPED) {
    for (let end = 2; end <= typed.length; end++) {
      const prefix = typed.slice(0, end);
      if (prefix.endsWith(' ') || asked.has(`${lang}:${prefix}`)) continue;
      asked.add(`${lang}:${prefix}`);
      const kind = prefix.includes(' ') ? 'several words' : end <= 3 ? 'one word, 2-3 letters' : 'one word, 4+ letters';
      out.push([`${kind}${lang === 'en' ? ' (en)' : ''}`, prefix, lang]);
    }
  }
  return out;
}

/** Times the search mix and the suggestions on `database`, prints them and the plans' scans. */
export async function searchBench(database: Db): Promise<void> {
  // Each as one request: the server reads the catalogue's version once per request (inRequest).
  const search = (query: string, lang: Lang) =>
    inRequest({ reads: true }, () => searchProducts(parseListingQuery(new URLSearchParams(query)), lang));
  const suggestAsked = (prefix: string, lang: Lang) => inRequest({ reads: true }, () => suggest(prefix, lang));
  // One unmeasured round first, as a running server has planned each statement and read its pages.
  for (const [, query, lang] of SEARCHES) await search(query, lang);
  const warm = () => search('q=warm', 'tr');
  const searches = new Timings();
  const found = new Map<string, number>();
  recordAs('search');
  for (let round = 0; round < ROUNDS; round++) {
    // Every query of a round is a distinct key of the results kept per version: none is read from memory.
    await newCatalogueVersion(database, warm);
    for (const [kind, query, lang] of SEARCHES) {
      const page = await searches.time(kind, () => search(query, lang));
      found.set(query, page.total);
    }
  }
  recordAs('');
  console.log(`search: ${SEARCHES.length} queries x ${ROUNDS} rounds, each round after a new catalogue version (uncached)`);
  searches.print('search', SEARCH_TARGET_MS);
  console.log(`  found: ${[...found].map(([query, total]) => `"${query.slice(2)}" ${total}`).join(', ')}`);

  const typed = prefixes();
  const suggestions = new Timings();
  await newCatalogueVersion(database, warm);
  await suggestAsked('mo', 'tr'); // unmeasured: plans its statements
  recordAs('suggest');
  for (const [kind, prefix, lang] of typed) await suggestions.time(kind, () => suggestAsked(prefix, lang));
  recordAs('');
  console.log(`suggestions: ${typed.length} prefixes as typed, each asked once (uncached)`);
  suggestions.print('suggestions', SUGGEST_TARGET_MS);

  await whereTheTimeGoes(database, searches, search);

  for (const name of ['search', 'suggest']) {
    const { plans, scans } = await scansOf(name);
    console.log(
      `${name} plans explained: ${plans}; sequential scans of products among them: ${scans.length}${scans.map((s) => `\n  ${s}`).join('')}`,
    );
  }
}

/**
 * The statements of the slowest kind's queries, run again under EXPLAIN ANALYZE: what each costs
 * in the database (the rest of a search's time is the round trips and the server's own work).
 * BENCH_EXPLAIN=1 prints their whole plans.
 */
async function whereTheTimeGoes(database: Db, searches: Timings, search: (query: string, lang: Lang) => Promise<unknown>): Promise<void> {
  const [slowest] = [...searches.byKind].sort((a, b) => percentile(b[1], 0.95) - percentile(a[1], 0.95));
  if (!slowest) return;
  console.log(`where the time goes in the slowest kind (${slowest[0]}), statement by statement (EXPLAIN ANALYZE):`);
  for (const [kind, query, lang] of SEARCHES.filter(([kind]) => kind === slowest[0])) {
    await newCatalogueVersion(database);
    recordAs(`explain ${query}`);
    await search(query, lang);
    recordAs('');
    for (const { head, ms, plan } of await analysedOf(`explain ${query}`)) {
      console.log(`  ${kind} "${query.slice(2)}": ${ms.toFixed(1).padStart(6)} ms  ${head}`);
      if (process.env.BENCH_EXPLAIN) console.log(plan.map((line) => `      ${line}`).join('\n'));
    }
  }
}
