import { eq, sql } from 'drizzle-orm';
import { productPageVersion } from '@lib/catalog/page-version.server';
import { db, type Db, inProcessNotices } from '@lib/db/client.server';
import { logger } from '@lib/log/logger.server';
import { freshReads } from './fresh-reads';
import type { KeptPage } from './kept-paths';
import { keptPageVersions } from './tables.server';

// Prepared once per database: the read runs on every request for a kept page.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(database: Db) {
  return database
    .select({ version: keptPageVersions.version })
    .from(keptPageVersions)
    .where(eq(keptPageVersions.scope, sql.placeholder('scope')))
    .prepare('kept_page_version');
}

/**
 * The catalogue as every page shows it (the header's departments and brands, listings, rows of
 * products): products but not their stock counts, categories, brands and sellers. The triggers of
 * drizzle/0019 raise it in the transaction that changes any of them, so each process reads it.
 */
async function readCatalogueVersion(): Promise<number> {
  const database = await db();
  let query = prepared.get(database);
  if (!query) {
    query = prepare(database);
    prepared.set(database, query);
  }
  const [row] = await query.execute({ scope: 'catalogue' });
  return row?.version ?? 0;
}

// Every kept page reads these: a crowd's requests of one turn share one read of each.
const readCatalogue = freshReads(() => readCatalogueVersion());
const readProduct = freshReads((id) => productPageVersion(Number(id)));

type Held = Map<string, Promise<number | string | undefined>>;
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
async function version<V extends number | string | undefined>(key: string, read: (key: string) => Promise<V>): Promise<V> {
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
const catalogueVersion = () => version('catalogue', readCatalogue);
const productVersion = (id: number) => version(`product:${id}`, () => readProduct(String(id)));

let campaignClock: { from: number; until: number } | undefined;

/**
 * When the running campaigns next change, worked out once and held while the clock stays between
 * the moment it was worked out and that change (no campaign starts or ends in between, so the
 * answer is the same). The campaigns are the build's content; a campaign edited live would have to
 * drop this. Imported when asked: the campaigns come from Astro's content layer, which a plain
 * node:http bench server reading product and listing versions (scripts/bench) cannot load.
 */
async function nextCampaignChange(now: Date): Promise<number> {
  const at = now.getTime();
  if (campaignClock && at >= campaignClock.from && at < campaignClock.until) return campaignClock.until;
  const until = await (await import('@lib/content/entries.server')).nextCampaignChange(now);
  campaignClock = { from: at, until };
  return until;
}

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
  const [catalogue, product] = await Promise.all([
    catalogueVersion(),
    page.productId === undefined ? undefined : productVersion(page.productId),
  ]);
  if (page.productId !== undefined && product === undefined) return undefined;
  // Home and campaign pages list the campaigns running now: they change when one starts or ends.
  const timed = page.kind === 'home' || page.kind === 'campaign';
  const validUntil = timed ? await nextCampaignChange(now) : Number.POSITIVE_INFINITY;
  return { version: `${catalogue}/${product ?? ''}`, validUntil };
}
