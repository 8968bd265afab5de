import { AsyncLocalStorage } from 'node:async_hooks';

// The one scope a request runs in (docs/decisions/0053-one-freshness-layer.md): the listener
// opens it for every request, so everything the request calls (the kept-page answer, the
// middleware, the page, a domain function) shares what it holds without being handed the request.

/** What one request shares among the code it calls. */
export interface RequestScope {
  /** The origin the request came to (null: its Host names no host). */
  readonly origin?: string | null;
  /** A read (GET, HEAD): what it reads once serves all of it. A change must see its own writes, so it reads anew. */
  readonly reads: boolean;
  /** An editor's preview: every value is loaded afresh and none kept, as what it shows is not what shoppers see. */
  fresh: boolean;
  /** What the request read once, by key (the version counters, the live content, an address). */
  readonly memo: Map<string, Promise<unknown>>;
  /** Values a domain attaches to the request (the page an editor previews), each under its own symbol. */
  readonly slots: Map<symbol, unknown>;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as one request; a request already running keeps its own scope. */
export function inRequest<T>(init: { origin?: string | null; reads: boolean }, work: () => T): T {
  if (storage.getStore()) return work();
  return storage.run({ ...init, fresh: false, memo: new Map(), slots: new Map() }, work);
}

/** The scope of the request being served, if any (none in a job, a script or a test's direct call). */
export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

/**
 * What `load` gives, read once per request under `key` (a rejection is not kept: a later call in the
 * same request tries again). Outside a request, or in a call that changes data, it loads each time.
 */
export function oncePerRequest<V>(key: string, load: () => Promise<V>, { inWrites = false } = {}): Promise<V> {
  const scope = storage.getStore();
  if (!scope || !(scope.reads || inWrites)) return load();
  let pending = scope.memo.get(key) as Promise<V> | undefined;
  if (!pending) {
    pending = load();
    scope.memo.set(key, pending);
    const held = pending;
    held.catch(() => scope.memo.get(key) === held && scope.memo.delete(key));
  }
  return pending;
}

/** A value a domain keeps on the request: set by one step of the pipeline, read by what it calls. */
export function requestSlot<T>(name: string): { get(): T | undefined; set(value: T): void } {
  const id = Symbol(name);
  return {
    get: () => storage.getStore()?.slots.get(id) as T | undefined,
    set: (value) => {
      storage.getStore()?.slots.set(id, value);
    },
  };
}
