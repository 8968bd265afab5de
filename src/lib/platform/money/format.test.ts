import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './format';

describe('formatPrice', () => {
  it('formats kuruş in Turkish number format with two decimals and TL', () => {
    expect(formatPrice(123450)).toBe('1.234,50 TL');
    expect(formatPrice(0)).toBe('0,00 TL');
    expect(formatPrice(5)).toBe('0,05 TL');
    expect(formatPrice(200000000)).toBe('2.000.000,00 TL');
    expect(formatPrice(-1999)).toBe('-19,99 TL');
  });

  it('refuses fractions of a kuruş', () => {
    expect(() => formatPrice(1.5)).toThrow(TypeError);
  });
});

describe('formatCount', () => {
  it('writes points and coins with the Turkish thousands dot in both languages', () => {
    expect(formatCount(2500)).toBe('2.500');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_234_567)).toBe('1.234.567');
  });
});
