import { describe, expect, it } from 'vitest';
import { cardDigits, codeLength, expiryYears, groupCard } from './card';

describe('card form helpers', () => {
  it('groups a number in fours as typed, and Amex 4-6-5', () => {
    expect(groupCard('540036')).toBe('5400 36');
    expect(groupCard('5400 3600-0000 0003 99')).toBe('5400 3600 0000 0003');
    expect(groupCard('378282246310005')).toBe('3782 822463 10005');
  });

  it('cuts the digits to the brand length and knows the security code length', () => {
    expect(cardDigits('3782822463100051')).toHaveLength(15);
    expect(codeLength('3782')).toBe(4);
    expect(codeLength('5400')).toBe(3);
  });

  it('offers this year and the next fifteen', () => {
    expect(expiryYears(new Date('2026-05-01'))).toEqual(Array.from({ length: 16 }, (_, i) => 2026 + i));
  });
});
