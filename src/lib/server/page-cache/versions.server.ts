import { productPageVersion } from '@lib/catalog/page-version.server';
import { db, type Db, inProcessNotices } from '@lib/db/client.server';
import { logger } from '@lib/log/logger.server';
import { freshReads } from './fresh-reads';
import type { KeptPage } from './kept-paths';
import { keptPageVersions } from './tables.server';
import type { ContentKind } from '@lib/content/kinds';

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
const productVersion = (id: number) => version(`product:${id}`, () => readProduct(String(id)));

// Imported when first asked: a plain node:http bench server (scripts/bench) reads product and
// listing versions without the content's Markdown files, which only Vite can bundle.
let contentMarkOf: Promise<typeof import('@lib/content/live.server')['contentMark']> | undefined;
const contentMarks = () => (contentMarkOf ??= import('@lib/content/live.server').then(({ contentMark }) => contentMark));

/** The kinds of editors' content each kept page shows: the header and footer on all. */
const CONTENT_SHOWN: Record<KeptPage['kind'], readonly ContentKind[]> = {
  home: ['header', 'footer', 'home', 'campaign'],
  campaign: ['header', 'footer', 'campaign'],
  content: ['header', 'footer', 'loyalty', 'page'],
  listing: ['header', 'footer'],
  search: ['header', 'footer'],
  product: ['header', 'footer'],
};

/** What a kept page may be served for: the version of the data it shows, and until when at most. */
export interface KeptVersion {
  version: string;
  /** Epoch ms after which the page may show something else without any data changing (a campaign starts). */
  validUntil: number;
}

/**
 * The version of everything a kept page shows, read before it is rendered (so a page is never
 * kept under a newer version than its data), or undefined when the page shows nothing (a product
 * that does not exist).
 */
export async function keptVersion(page: KeptPage, now: Date): Promise<KeptVersion | undefined> {
  const [scopes, product] = await Promise.all([scopeVersions(), page.productId === undefined ? undefined : productVersion(page.productId)]);
  if (page.productId !== undefined && product === undefined) return undefined;
  const content = await (await contentMarks())(CONTENT_SHOWN[page.kind], now, scopes);
  return { version: `${scopes.catalogue ?? 0}/${content.mark}/${product ?? ''}`, validUntil: content.validUntil };
}
