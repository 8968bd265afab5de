import { productPageVersion } from '@lib/catalogue/products/page-version.server';
import { db, type Db, inProcessNotices, logger } from '@lib/platform/index.server';
import { freshReads } from './fresh-reads';
import { keptPageVersions } from './tables.server';

// Prepared once per database: the read runs on every request for a kept page.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(database: Db) {
  return database
    .select({ scope: keptPageVersions.scope, version: keptPageVersions.version })
    .from(keptPageVersions)
    .prepare('kept_page_versions');
}

/**
 * Every counter of what kept pages show besides a product's own row, in one read (a handful of
 * rows): "catalogue" (products as listings show them, categories, brands, sellers: drizzle/0019)
 * and "content:<kind>" (a publication of that kind: drizzle/0024). Triggers raise them in the
 * transaction that changes the data, so each process reads the change at its next request.
 */
async function readScopes(): Promise<Record<string, number>> {
  const database = await db();
  let query = prepared.get(database);
  if (!query) {
    query = prepare(database);
    prepared.set(database, query);
  }
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.scope, row.version]));
}

// Every kept page reads these: a crowd's requests of one turn share one read of each.
const readAllScopes = freshReads(() => readScopes());
const readProduct = freshReads((id) => productPageVersion(Number(id)));

type Held = Map<string, Promise<unknown>>;
const heldByDb = new WeakMap<Db, Promise<Held | undefined>>();

/**
 * The versions this process holds in memory: on PGlite, where it is the database's only writer,
 * until the triggers of drizzle/0020 say at commit that a product or the catalogue moved (all are
 * then read again); on PostgreSQL none, as other processes write: each request reads them.
 */
function heldVersions(database: Db): Promise<Held | undefined> {
  let held = heldByDb.get(database);
  if (!held) {
    const versions: Held = new Map();
    held = inProcessNotices("SET storefront.kept_page_notices = 'on'", 'kept_pages', () => versions.clear()).then(
      (told) => (told ? versions : undefined),
      (error: unknown) => {
        logger.warn({ err: error }, 'kept page versions are read on every request: no notices');
        return undefined;
      },
    );
    heldByDb.set(database, held);
  }
  return held;
}

/** A version from memory while no notice came since it was read, or read now. */
async function version<V>(key: string, read: (key: string) => Promise<V>): Promise<V> {
  const held = await heldVersions(await db());
  if (!held) return read(key);
  let pending = held.get(key) as Promise<V> | undefined;
  if (!pending) {
    pending = read(key);
    held.set(key, pending);
    // A failed read is not held: the next request reads again.
    pending.catch(() => held.get(key) === pending && held.delete(key));
  }
  return pending;
}
/** The counters of the catalogue and of each kind of content, as this request may rely on them. */
export const scopeVersions = () => version('scopes', () => readAllScopes('scopes'));
/** A product's own version (its row and stock), as this request may rely on it. */
export const productVersion = (id: number) => version(`product:${id}`, () => readProduct(String(id)));
