/** A rendered page as it was answered: its body and its own headers. */
export interface CachedPage {
  /** UTF-8, as sent: held as bytes, the size counted is the memory used, and a hit is not encoded again. */
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** A page as held: the page, and the same body compressed for the encodings asked for so far. */
export interface KeptCopy extends CachedPage {
  readonly variants: ReadonlyMap<string, Uint8Array<ArrayBuffer>>;
}

interface Entry extends KeptCopy {
  readonly variants: Map<string, Uint8Array<ArrayBuffer>>;
  version: string;
  storedAt: number;
  /** When the page may show something else with no data changed (a campaign starts); Infinity if never. */
  validUntil: number;
  bytes: number;
}

export interface StoreLimits {
  /** Bytes of bodies and headers held at most. */
  maxSize: number;
  /** A page older than this is rendered again even if its data did not change (the footer's year). */
  maxAgeMs: number;
}

/**
 * Rendered pages, least recently used first out. Each is stored with the version of the data it
 * shows and given only to a request that reads the same version, so a change is never hidden.
 */
export class PageStore {
  readonly #entries = new Map<string, Entry>();
  #size = 0;

  constructor(
    private readonly limits: StoreLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page stored under the key for this version, if still fresh. */
  get(key: string, version: string): KeptCopy | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.version !== version || now - entry.storedAt > this.limits.maxAgeMs || now >= entry.validUntil) {
      this.#drop(key, entry);
      return undefined;
    }
    // Map keeps insertion order: moving a page to the end marks it the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores a page for a version (until validUntil at most), dropping the least recently used ones to make room. */
  set(key: string, version: string, page: CachedPage, validUntil = Number.POSITIVE_INFINITY): void {
    const bytes = page.body.byteLength + page.headers.reduce((n, [name, value]) => n + name.length + value.length, 0);
    if (bytes > this.limits.maxSize) return;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    this.#entries.set(key, { ...page, variants: new Map(), version, storedAt: this.now(), validUntil, bytes });
    this.#grow(bytes);
  }

  /**
   * Holds the copy's body in another encoding, counted against the bound, if the copy is still the
   * one kept under the key (a newer version may have replaced it while it was being compressed).
   */
  addVariant(key: string, copy: KeptCopy, encoding: string, body: Uint8Array<ArrayBuffer>): void {
    const entry = this.#entries.get(key);
    if (entry !== copy || entry.variants.has(encoding)) return;
    entry.variants.set(encoding, body);
    entry.bytes += body.byteLength;
    this.#grow(body.byteLength);
  }

  /** How many pages are held and their total size. */
  get usage(): { pages: number; size: number } {
    return { pages: this.#entries.size, size: this.#size };
  }

  #grow(bytes: number): void {
    this.#size += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.limits.maxSize) break;
      this.#drop(oldest, entry);
    }
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#size -= entry.bytes;
  }
}
