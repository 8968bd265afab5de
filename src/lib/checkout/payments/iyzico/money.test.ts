import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKurus, toLira } from './money';

describe('kuruş and iyzico’s lira', () => {
  it('writes two decimals and reads any of iyzico’s spellings', () => {
    expect(toLira(12_345)).toBe('123.45');
    expect(toLira(5)).toBe('0.05');
    expect(toLira(100)).toBe('1.00');
    expect(toKurus('123.45')).toBe(12_345);
    expect(toKurus('100.0')).toBe(10_000);
    expect(toKurus(0.3)).toBe(30);
    expect(toKurus(1.1)).toBe(110);
    expect(toKurus('7')).toBe(700);
  });

  it('refuses what is no amount', () => {
    expect(() => toLira(1.5)).toThrow(RangeError);
    expect(() => toLira(-1)).toThrow(RangeError);
    for (const bad of ['', 'abc', '1,5', '-2.00', '1e3', '0E-8']) expect(toKurus(bad)).toBeNaN();
  });

  it('round-trips every amount up to ten million lira, as a string and as the JSON number iyzico answers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (kurus) => {
        expect(toKurus(toLira(kurus))).toBe(kurus);
        expect(toKurus(Number(toLira(kurus)))).toBe(kurus);
      }),
    );
  });
});
