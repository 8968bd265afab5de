import { describe, expect, it } from 'vitest';
import { rebornReference } from './reference';

describe('rebornReference', () => {
  const at = new Date('2026-11-25T10:00:00Z');

  it('reads like an order number: R, the day and six characters without look-alikes', () => {
    expect(rebornReference(2, at)).toMatch(/^R261125-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(rebornReference(2, at)).toBe(rebornReference(2, at));
  });

  it('gives every application its own, and neighbours do not read as a count', () => {
    const tails = Array.from({ length: 5000 }, (_, i) => rebornReference(i + 1, at).slice(-6));
    expect(new Set(tails).size).toBe(5000);
    expect(tails[0]!.slice(0, 4)).not.toBe(tails[1]!.slice(0, 4));
  });
});
