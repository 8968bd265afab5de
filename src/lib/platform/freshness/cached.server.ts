import { LRUCache } from 'lru-cache';
import { now } from '@lib/platform/clock/clock.server';
import { cachesGauge } from '@lib/platform/metrics/registry.server';
import { currentRequest } from './request-scope.server';
import { type Version, versionOf } from './versions.server';

// The one cache of the store (docs/decisions/0053-one-freshness-layer.md): each value is kept under
// the version of the scopes it shows, read before it is loaded, so a change is never hidden and an
// unchanged value is loaded once. lru-cache bounds it by count or bytes and age; a load is shared
// among the callers that ask for it together, and no rejection is kept. The store's clock (the one
// a test may move) ages it.

/** How one cache is bounded. */
export interface CacheBounds<V> {
  /** Its label in the metrics (`storefront_cache_entries`). */
  name: string;
  /** Values kept at most; or, with `sizeOf`, bytes kept at most. */
  max: number;
  /** A value's size in bytes, when the bound is in bytes. */
  sizeOf?: (value: V) => number;
  /** Kept at most this long even if nothing moved (what a picture shows can change with a sale). */
  maxAgeMs: number;
  /** When a loaded value stops being true with nothing written (epoch ms: its next schedule), if it can. */
  expiresAt?: (value: V) => number;
}

/** A cache: values by key under scopes, loaded once per version of those scopes. */
export interface Cached<V extends {}> {
  /**
   * The value kept for `key` under the scopes' version now, else what `load` gives (kept unless it
   * is undefined, or the scopes name nothing, or the request is an editor's preview). A load that
   * always gives a value makes a call that always gives one.
   */
  (key: string, scopes: readonly string[], load: () => Promise<V>): Promise<V>;
  (key: string, scopes: readonly string[], load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** The value kept for `key` under the scopes' version now, never loading it. */
  peek(key: string, scopes: readonly string[]): Promise<V | undefined>;
  /** What it holds, for the metrics. */
  readonly usage: { entries: number; size: number };
}

const clock = { now: () => now().getTime() };

/** What each cache made holds, by name, for the metrics. */
const usageByName = new Map<string, () => number>();
cachesGauge(() => [...usageByName].map(([name, entries]) => ({ name, entries: entries() })));

/** A cache bounded as said (see Cached). */
export function cache<V extends {}>(bounds: CacheBounds<V>): Cached<V> {
  const { sizeOf, expiresAt, maxAgeMs } = bounds;
  const store = new LRUCache<string, V>({
    ...(sizeOf ? { maxSize: bounds.max, sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) } : { max: bounds.max }),
    ttl: maxAgeMs,
    perf: clock,
    // Read the clock at every look: a moved test clock, or a campaign's start, is seen at once.
    ttlResolution: 0,
  });
  // The loads running, by key, shared by their callers. Not lru-cache's own fetch(): it fails the
  // callers of a load that the bound pushed out before it ended, which a crowd's new keys and
  // versions do to a small cache (a campaign day's 500s, decision 0053).
  const loading = new Map<string, Promise<V | undefined>>();
  // The version goes in the key: a caller that read a newer version never shares a load begun under an older one.
  const keyOf = (key: string, version: Version) => `${version.version}\n${key}`;

  /** Loads the value for `key` once for all who ask meanwhile, and keeps it till the first of its version's end and its own. */
  const loadOnce = (key: string, version: Version, load: () => Promise<V | undefined>) => {
    const running = load()
      .then((value) => {
        if (value === undefined) return value;
        const until = expiresAt ? Math.min(version.validUntil, expiresAt(value)) : version.validUntil;
        store.set(key, value, { ttl: Math.max(1, Math.min(maxAgeMs, until - clock.now())) });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, running);
    return running;
  };

  const cached = async (key: string, scopes: readonly string[], load: () => Promise<V | undefined>) => {
    if (currentRequest()?.fresh) return load();
    const version = await versionOf(scopes);
    if (!version || version.validUntil <= clock.now()) return load();
    const versioned = keyOf(key, version);
    return store.get(versioned) ?? loading.get(versioned) ?? loadOnce(versioned, version, load);
  };
  const peek = async (key: string, scopes: readonly string[]) => {
    if (currentRequest()?.fresh) return undefined;
    const version = await versionOf(scopes);
    return version && store.get(keyOf(key, version));
  };
  usageByName.set(bounds.name, () => store.size);
  return Object.defineProperties(cached as Cached<V>, {
    peek: { value: peek },
    usage: { get: () => ({ entries: store.size, size: sizeOf ? store.calculatedSize : store.size }) },
  });
}
