import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

describe('reads shared by callers that asked before they started', () => {
  it('makes one read for the callers of one turn, and a new one for a caller after it started', async () => {
    let value = 1;
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = freshReads(async (key) => {
      started.push(key);
      const seen = value;
      await gate;
      return seen;
    });
    const first = [read('a'), read('a'), read('b')];
    // Wait until the shared reads have started, then change the data: a later caller must see it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    value = 2;
    const later = read('a');
    release();
    expect(await Promise.all(first)).toEqual([1, 1, 1]);
    expect(await later).toBe(2);
    expect(started).toEqual(['a', 'b', 'a']);
  });

  it('passes a failed read to its callers, and reads again for the next', async () => {
    let fail = true;
    const read = freshReads(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(Promise.all([read('k'), read('k')])).rejects.toThrow('down');
    fail = false;
    expect(await read('k')).toBe('up');
  });
});
