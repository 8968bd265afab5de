import { AsyncLocalStorage } from 'node:async_hooks';
import { now } from '@lib/platform/index.server';
import { keptVersion } from '@lib/catalogue/kept-pages/versions.server';

// What every page shows of the catalogue (its index, the header's brands, rows of other products)
// is kept per catalogue version, the very version kept pages are served under: the triggers of
// drizzle/0019 raise it in the transaction that changes any of it, on every process. So a value
// is renewed exactly when a kept page is, and a page rendered after a change never shows the
// catalogue from before it. Only the catalogue goes in here: no function here sees a request, a
// session or a shopper.

/**
 * The catalogue's version now, read afresh: keptVersion shares a read among the callers that asked
 * before it started (and on PGlite holds it until the database says it moved), so none is answered
 * with a version read before it asked, and a crowd's renders cost about one indexed read at a time.
 */
function sharedRead(): Promise<string> {
  // A listing's version is the catalogue's alone (no product, no campaign clock).
  return keptVersion({ kind: 'listing' }, now()).then((kept) => kept?.version ?? '');
}

// A page asks for the catalogue many times (the index, the header's brands, each row): one read
// serves a whole request, so the page shows one version throughout and pays for one read.
const requestScope = new AsyncLocalStorage<{ version?: Promise<string>; bypass?: boolean }>();

/** Runs `work` (a request) with one catalogue version for all of it, read when first asked. */
export function withOneCatalogueVersion<T>(work: () => T): T {
  return requestScope.run({ bypass: requestScope.getStore()?.bypass }, work);
}

/** Runs `work` (an editor's preview) loading every value afresh, keeping none: what it shows is not what shoppers see. */
export function withoutKeptValues<T>(work: () => T): T {
  return requestScope.run({ bypass: true }, work);
}

/** The catalogue's version: the request's (read at its first call), or a fresh read outside one. */
function catalogueVersion(): Promise<string> {
  const scope = requestScope.getStore();
  if (!scope) return sharedRead();
  scope.version ??= sharedRead();
  return scope.version;
}

// As long as a kept page (pipeline/cache.server.ts): what a card pictures (the first colour in stock)
// can change with a sale that moves no catalogue version, so nothing is kept longer than a page.
const MAX_AGE_MS = 10 * 60 * 1000;

/** Values by key, loaded once per catalogue version and at most MAX_AGE_MS; at most `maxKeys` kept (oldest first). */
export function perVersion<K, V>(maxKeys: number): (key: K, load: () => Promise<V>) => Promise<V> {
  let version: string | undefined;
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return async (key, load) => {
    if (requestScope.getStore()?.bypass) return load();
    // Read before loading: a value is kept under a version no newer than its data.
    const current = await catalogueVersion();
    if (current !== version) {
      version = current;
      kept.clear();
    }
    const at = now().getTime();
    let entry = kept.get(key);
    if (!entry || at - entry.at > MAX_AGE_MS) {
      kept.delete(key);
      if (kept.size >= maxKeys) kept.delete(kept.keys().next().value as K);
      const loading = load();
      entry = { at, value: loading };
      kept.set(key, entry);
      const loaded = entry;
      loading.catch(() => {
        if (kept.get(key) === loaded) kept.delete(key);
      });
    }
    return entry.value;
  };
}

/** The values of `load` by key, computed once per catalogue version; at most `maxKeys` kept. */
export function perCatalogue<K, V>(load: (key: K) => Promise<V>, maxKeys = 1): (key: K) => Promise<V> {
  const get = perVersion<K, V>(maxKeys);
  return (key) => get(key, () => load(key));
}

/**
 * Markup of the shell that shows only the catalogue and the built server's fixed text (the mega
 * menu, the menu drawer's departments, the footer's columns), rendered once per catalogue version
 * and key (what else sets it apart: the language, the current department). The key must name
 * everything the markup depends on, and the markup must hold nothing of the shopper.
 */
export const keptMarkup = perVersion<string, string>(200);

/**
 * Product cards' markup, keyed by everything a card shows (its fields, the language, its sizes and
 * heading): a card whose picture or badge moves with stock gets a new key, no version needed. Once
 * per catalogue version all the same, so cards of a catalogue gone by leave with it.
 */
export const keptCardMarkup = perVersion<string, string>(1_000);
