import { describe, expect, it } from 'vitest';
import { currentRequest, inRequest, oncePerRequest, requestSlot } from './request-scope.server';

/** A read that counts its calls, answering the count. */
function counted() {
  let calls = 0;
  return {
    read: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('the one request scope', () => {
  it('reads once per read request, and each request apart', async () => {
    const probe = counted();
    const first = await inRequest({ reads: true }, async () => [
      await oncePerRequest('k', probe.read),
      await oncePerRequest('k', probe.read),
    ]);
    expect(first).toEqual([1, 1]);
    expect(await inRequest({ reads: true }, () => oncePerRequest('k', probe.read))).toBe(2);
  });

  it('reads anew in a change, which must see its own writes, and outside any request', async () => {
    const probe = counted();
    const change = await inRequest({ reads: false }, async () => [
      await oncePerRequest('k', probe.read),
      await oncePerRequest('k', probe.read),
    ]);
    expect(change).toEqual([1, 2]);
    expect(await oncePerRequest('k', probe.read)).toBe(3);
    // Unless the caller says a change may share it (nothing it does writes what it reads).
    const shared = await inRequest({ reads: false }, async () => [
      await oncePerRequest('k', probe.read, { inWrites: true }),
      await oncePerRequest('k', probe.read, { inWrites: true }),
    ]);
    expect(shared).toEqual([4, 4]);
  });

  it('keeps no failure: a later call in the same request reads again', async () => {
    let fail = true;
    const read = async () => {
      if (fail) throw new Error('away');
      return 'back';
    };
    const answers = await inRequest({ reads: true }, async () => {
      const first = await oncePerRequest('k', read).catch((error: Error) => error.message);
      fail = false;
      return [first, await oncePerRequest('k', read)];
    });
    expect(answers).toEqual(['away', 'back']);
  });

  it('keeps a request its own slots and origin, never another’s, and a nested open its parent’s scope', async () => {
    const slot = requestSlot<string>('test');
    const seen = await Promise.all(
      ['a', 'b'].map((name) =>
        inRequest({ reads: true, origin: `https://${name}.test` }, async () => {
          slot.set(name);
          await new Promise((resolve) => setImmediate(resolve));
          const nested = inRequest({ reads: false }, () => currentRequest());
          return [slot.get(), currentRequest()?.origin, nested === currentRequest()];
        }),
      ),
    );
    expect(seen).toEqual([
      ['a', 'https://a.test', true],
      ['b', 'https://b.test', true],
    ]);
    expect(slot.get()).toBeUndefined();
  });
});
