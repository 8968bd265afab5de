import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The scopes' versions as the test sets them: "a" and "b" are counters, "gone" names nothing.
const data = vi.hoisted(() => ({ versions: new Map<string, number>(), validUntil: Number.POSITIVE_INFINITY, reads: 0 }));
vi.mock('./versions.server', () => ({
  versionOf: async (scopes: readonly string[]) => {
    data.reads += 1;
    if (scopes.includes('gone')) return undefined;
    return { version: scopes.map((scope) => data.versions.get(scope) ?? 0).join('/'), validUntil: data.validUntil };
  },
}));
const { cache } = await import('./cached.server');
const { inRequest, currentRequest } = await import('./request-scope.server');

/** A load that counts its calls and answers what it is given. */
function loader<V>(value: () => V) {
  const counter = {
    calls: 0,
    load: async () => {
      counter.calls += 1;
      return value();
    },
  };
  return counter;
}

describe('the one cache', () => {
  beforeEach(() => {
    data.versions = new Map([
      ['a', 1],
      ['b', 1],
    ]);
    data.validUntil = Number.POSITIVE_INFINITY;
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('loads a value once while its scopes stand, and anew the moment one of them moves', async () => {
    const kept = cache<string>({ name: 'test', max: 10, maxAgeMs: 60_000 });
    const counter = loader(() => `v${data.versions.get('b')}`);
    expect(await kept('k', ['a', 'b'], counter.load)).toBe('v1');
    expect(await kept('k', ['a', 'b'], counter.load)).toBe('v1');
    expect(counter.calls).toBe(1);
    data.versions.set('b', 2);
    expect(await kept('k', ['a', 'b'], counter.load)).toBe('v2');
    // A scope it does not show moves nothing.
    expect(await kept('k', ['a'], counter.load)).toBe('v2');
    data.versions.set('b', 3);
    expect(await kept('k', ['a'], counter.load)).toBe('v2');
    expect(counter.calls).toBe(3);
  });

  it('shares one load among the callers of one version, never with a caller that read a newer one', async () => {
    const kept = cache<string>({ name: 'test', max: 10, maxAgeMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slow = async () => {
      calls += 1;
      const seen = `v${data.versions.get('a')}`;
      await gate;
      return seen;
    };
    const crowd = Array.from({ length: 10 }, () => kept('k', ['a'], slow));
    await vi.waitFor(() => expect(calls).toBe(1));
    data.versions.set('a', 2);
    const later = kept('k', ['a'], slow);
    release();
    expect(new Set(await Promise.all(crowd))).toEqual(new Set(['v1']));
    expect(await later).toBe('v2');
    expect(calls).toBe(2);
  });

  it('keeps no failure: each caller of the failed load gets it, the next caller loads again', async () => {
    const kept = cache<string>({ name: 'test', max: 10, maxAgeMs: 60_000 });
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('database away');
      return 'back';
    };
    await expect(Promise.all([kept('k', ['a'], load), kept('k', ['a'], load)])).rejects.toThrow('database away');
    fail = false;
    expect(await kept('k', ['a'], load)).toBe('back');
  });

  it('keeps nothing a load says not to keep, nor under scopes that name nothing, and gives it all the same', async () => {
    const kept = cache<string>({ name: 'test', max: 10, maxAgeMs: 60_000 });
    const none = loader<string | undefined>(() => undefined);
    expect(await kept('k', ['a'], none.load)).toBeUndefined();
    expect(await kept('k', ['a'], none.load)).toBeUndefined();
    expect(none.calls).toBe(2);
    const gone = loader(() => 'shown once');
    expect(await kept('k', ['gone'], gone.load)).toBe('shown once');
    expect(await kept('k', ['gone'], gone.load)).toBe('shown once');
    expect(gone.calls).toBe(2);
    expect(await kept.peek('k', ['gone'])).toBeUndefined();
  });

  it('ages on the store’s clock: at most its age, at most its version’s validity, at most the value’s own', async () => {
    const kept = cache<{ until: number }>({ name: 'test', max: 10, maxAgeMs: 60_000, expiresAt: (value) => value.until });
    /** Whether a value loaded now is still kept `kept` ms later, and loaded anew 2 s after that. */
    async function lives(key: string, until: () => number, keptMs: number) {
      const counter = loader(() => ({ until: until() }));
      await kept(key, ['a'], counter.load);
      vi.advanceTimersByTime(keptMs);
      await kept(key, ['a'], counter.load);
      const heldThen = counter.calls === 1;
      vi.advanceTimersByTime(2_000);
      await kept(key, ['a'], counter.load);
      return heldThen && counter.calls === 2;
    }
    const never = () => Number.POSITIVE_INFINITY;
    expect(await lives('age', never, 59_000)).toBe(true);
    // A campaign starts in ten seconds: what shows it is renewed then, with nothing written.
    data.validUntil = Date.now() + 10_000;
    expect(await lives('window', never, 9_000)).toBe(true);
    // A value due in five seconds (its next schedule) lives five seconds.
    data.validUntil = Number.POSITIVE_INFINITY;
    expect(await lives('due', () => Date.now() + 5_000, 4_000)).toBe(true);
  });

  it('holds at most its bound in bytes, the least recently used out first', async () => {
    const kept = cache<string>({ name: 'test', max: 10, sizeOf: (value) => value.length, maxAgeMs: 60_000 });
    await kept('first', [], async () => 'aaaa');
    await kept('second', [], async () => 'bbbb');
    await kept.peek('first', []);
    await kept('third', [], async () => 'cccc');
    expect(await kept.peek('second', [])).toBeUndefined();
    expect(await kept.peek('first', [])).toBe('aaaa');
    expect(kept.usage).toEqual({ entries: 2, size: 8 });
    // A value larger than the whole bound is given, never kept.
    expect(await kept('huge', [], async () => 'x'.repeat(11))).toHaveLength(11);
    expect(await kept.peek('huge', [])).toBeUndefined();
  });

  it('gives every caller its load even when the bound pushes the load out before it ends', async () => {
    // A crowd's newer versions and keys push out a load still running: its callers still get it.
    const kept = cache<string>({ name: 'test', max: 1, maxAgeMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowly = (value: string | undefined) => async () => {
      await gate;
      return value;
    };
    const first = kept('first', [], slowly('one'));
    const missing = kept('missing', [], slowly(undefined));
    const last = kept('last', [], slowly('three'));
    release();
    expect(await Promise.all([first, missing, last])).toEqual(['one', undefined, 'three']);
    expect(await kept.peek('last', [])).toBe('three');
    expect(kept.usage.entries).toBe(1);
  });

  it('loads afresh and keeps nothing in an editor’s preview', async () => {
    const kept = cache<string>({ name: 'test', max: 10, maxAgeMs: 60_000 });
    await kept('k', ['a'], async () => 'live');
    const previewed = await inRequest({ reads: true }, async () => {
      currentRequest()!.fresh = true;
      return [await kept('k', ['a'], async () => 'draft'), await kept.peek('k', ['a'])];
    });
    expect(previewed).toEqual(['draft', undefined]);
    expect(await kept('k', ['a'], async () => 'other')).toBe('live');
  });
});
