import { db, type Db, inProcessNotices } from '@lib/platform/db/client.server';
import { logger } from '@lib/platform/log/logger.server';
import { freshReads } from './fresh-reads';
import { oncePerRequest } from './request-scope.server';
import { versionCounters } from './tables.server';

// The one module that says how new the data behind a kept value is. A scope is a counter of the
// version table ("catalogue", "content:home"), or a name under a prefix a domain defined ("product:12",
// "live:home"). A request reads each scope once (request-scope.server.ts); a crowd's requests of one
// turn share one read (fresh-reads.ts); on PGlite, where this process is the database's only writer,
// what was read is held until the database says at commit that it moved (drizzle/0020).

/** How new the data of some scopes is, and until when at most it may be relied on without a change. */
export interface Version {
  version: string;
  /** Epoch ms after which the data may show otherwise with nothing written (a schedule comes due); Infinity if never. */
  validUntil: number;
}

type Reader = (id: string) => Promise<Version | undefined>;
const readers = new Map<string, { read: Reader; held: boolean }>();

/**
 * Lets `prefix:<id>` scopes be read by `read` (undefined: no such thing, so nothing is kept for it).
 * `held`: what it reads moves only with a write that sends the notice, so PGlite may hold it.
 */
export function defineScope(prefix: string, read: Reader, { held = true } = {}): void {
  readers.set(prefix, { read, held });
}

// Prepared once per database: the read runs on every request for a kept value.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(database: Db) {
  return database
    .select({ scope: versionCounters.scope, version: versionCounters.version })
    .from(versionCounters)
    .prepare('version_counters');
}

/** Every counter, in one read of a handful of rows. */
async function readCounters(): Promise<Record<string, number>> {
  const database = await db();
  let query = prepared.get(database);
  if (!query) {
    query = prepare(database);
    prepared.set(database, query);
  }
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.scope, row.version]));
}

type Held = Map<string, Promise<unknown>>;
const heldByDb = new WeakMap<Db, Promise<Held | undefined>>();

/** What this process holds until a notice (PGlite), or undefined (PostgreSQL: other processes write). */
function heldVersions(database: Db): Promise<Held | undefined> {
  let held = heldByDb.get(database);
  if (!held) {
    const versions: Held = new Map();
    held = inProcessNotices("SET storefront.kept_page_notices = 'on'", 'kept_pages', () => versions.clear()).then(
      (told) => (told ? versions : undefined),
      (error: unknown) => {
        logger.warn({ err: error }, 'versions are read on every request: no notices');
        return undefined;
      },
    );
    heldByDb.set(database, held);
  }
  return held;
}

/** A read from memory while no notice came since it was made, or made now. */
async function heldRead<V>(key: string, read: () => Promise<V>): Promise<V> {
  const held = await heldVersions(await db());
  if (!held) return read();
  let pending = held.get(key) as Promise<V> | undefined;
  if (!pending) {
    pending = read();
    held.set(key, pending);
    // A failed read is not held: the next request reads again.
    pending.catch(() => held.get(key) === pending && held.delete(key));
  }
  return pending;
}

const sharedCounters = freshReads(() => readCounters());
const sharedReads = freshReads(async (scope) => {
  const colon = scope.indexOf(':');
  return readers.get(scope.slice(0, colon))?.read(scope.slice(colon + 1));
});

/** The counters, as this request may rely on them. */
export const versionCounts = (): Promise<Record<string, number>> =>
  oncePerRequest('versions', () => heldRead('counters', () => sharedCounters('counters')));

const FOREVER = Number.POSITIVE_INFINITY;

/** One scope's version as this request may rely on it. */
function scopeVersion(scope: string): Promise<Version | undefined> {
  const reader = readers.get(scope.slice(0, scope.indexOf(':')));
  if (!reader) return versionCounts().then((counts) => ({ version: String(counts[scope] ?? 0), validUntil: FOREVER }));
  const read = () => sharedReads(scope);
  return oncePerRequest(`version ${scope}`, reader.held ? () => heldRead(scope, read) : read);
}

/**
 * The version of everything in `scopes`, read before what it covers (so a value is never kept under
 * a version newer than its data), or undefined when a scope names nothing (a product that is gone).
 */
export async function versionOf(scopes: readonly string[]): Promise<Version | undefined> {
  const parts = await Promise.all(scopes.map(scopeVersion));
  let validUntil = FOREVER;
  const versions: string[] = [];
  for (const part of parts) {
    if (!part) return undefined;
    versions.push(part.version);
    validUntil = Math.min(validUntil, part.validUntil);
  }
  return { version: versions.join('/'), validUntil };
}
