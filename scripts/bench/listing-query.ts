// Listing, search and suggestion queries over 100,000 generated products, in the database the
// environment names (PGlite in memory, or PostgreSQL by DATABASE_URL): the time to write them (each
// product's search document is computed by a trigger), latency of one listing render's queries,
// queries per render, the search bench (search-query.ts), and a check that plans use indexes.
// Run by 50-listing-and-search.mjs under tsx (it imports the storefront's TypeScript).
import { sql } from 'drizzle-orm';
import { db } from '@lib/platform/db/client.server';
import { generateCatalogue } from '@lib/catalogue/products/demo/generate';
import { insertChunks, writeCatalogue } from '@lib/catalogue/products/seed.server';
import { listProducts, type Scope } from '@lib/catalogue/products/listing.server';
import { inRequest } from '@lib/platform/freshness/request-scope.server';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import { products, variants } from '@lib/catalogue/products/tables.server';
import { recordAs, scansOf, selectsOf } from './_statements';
import { newCatalogueVersion, Timings } from './_timings';
import { searchBench } from './search-query';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = 10;

const database = await db();
const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
// BENCH_KEEP=1 on a database left filled by an earlier run (PGLITE_DIR a folder, or DATABASE_URL)
// skips the writing: a change to the reads can be measured in a minute, not after 5 minutes of inserts.
const [{ filled } = { filled: 0 }] = process.env.BENCH_KEEP
  ? await database.select({ filled: sql<number>`count(*)`.mapWith(Number) }).from(products)
  : [];
if (filled >= COUNT) console.log(`kept the ${filled} products an earlier run wrote (BENCH_KEEP)`);
else await fill();

async function fill() {
  const started = performance.now();
  await writeCatalogue(database, 0); // brands, sellers, categories
  const { products: rows, variants: stock } = generateCatalogue(COUNT);
  // Row by row through the trigger, not the seed's bulk documents: the bench times that path too.
  await insertChunks(database, products, rows);
  const inserted = performance.now();
  // Their variants too, as the seed writes them: a search ranks sold-out products last and pictures
  // a card in a colour in stock, and a size filter asks for a variant in stock.
  await insertChunks(database, variants, stock);
  const stocked = performance.now();
  // As the server does at start on PGlite (no autovacuum there): fresh visibility maps and statistics.
  await database.execute(sql`vacuum analyze`);
  console.log(
    `generated and inserted ${rows.length} products in ${seconds(started, inserted)} (a trigger writes each one's search document), their ${stock.length} variants in ${seconds(inserted, stocked)}, vacuum analyze ${seconds(stocked, performance.now())}`,
  );
}

const scopes: [string, Scope][] = [
  ['department', { departmentId: 1 }],
  ['category', { categoryId: 6 }],
];
const filters = [
  '',
  'sort=price-asc',
  'sort=price-desc&page=5',
  'brand=valdera&brand=tavira',
  'size=M&colour=red',
  'min=500&max=5000&sort=price-asc',
  'colour=gold&page=3',
];
const listing = new Timings();
// Each as one request: the server reads the catalogue's version once per request (inRequest).
const render = (scope: Scope, filter: string) =>
  inRequest({ reads: true }, () => listProducts(scope, parseListingQuery(new URLSearchParams(filter)), 'tr'));
// One unmeasured round first, as a running server has served each shape before: the first run of
// a statement pays for planning and cold pages, and the catalogue index is loaded once.
for (const [, scope] of scopes) for (const filter of filters) await render(scope, filter);
recordAs('listing');
for (let round = 0; round < ROUNDS; round++) {
  // A listing's page is kept per catalogue version: a new version each round makes every render a read.
  await newCatalogueVersion(database);
  for (const [name, scope] of scopes)
    for (const filter of filters) await listing.time(`${name} ${filter || '(no filter)'}`, () => render(scope, filter));
}
recordAs('');
const renders = listing.all().length;
console.log(
  `listings: ${scopes.length} scopes x ${filters.length} filter sets x ${ROUNDS} rounds, each round after a new catalogue version (uncached)`,
);
listing.print('category and department listings', 10);
console.log(
  `queries per listing render: ${(selectsOf('listing').length / renders).toFixed(2)} (the page and the brands' numbers, whose sum is the count, and on PostgreSQL the catalogue's version; brand names, sellers and categories come from a cached index)`,
);
const { plans, scans } = await scansOf('listing');
console.log(`listing plans explained: ${plans}; sequential scans of products among them: ${scans.length}`);

await searchBench(database);
process.exit(0);
