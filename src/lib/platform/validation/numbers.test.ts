import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedNumber, tidyTypedNumber } from './numbers';

describe('a number as shoppers type it', () => {
  it('reads thousands points and decimal commas (Turkish) and the English forms alike', () => {
    const read: [string, number][] = [
      ['40000', 40_000],
      ['40.000', 40_000],
      ['40,000', 40_000],
      ['1.250.000', 1_250_000],
      ['1,250,000', 1_250_000],
      ['1.250,50', 1250.5],
      ['1,250.50', 1250.5],
      ['30,5', 30.5],
      ['30.5', 30.5],
      ['30,25', 30.25],
      [' 40 000 ', 40_000],
      ['٤٠٫٥'.replace('٫', ','), 40.5],
      ['0,5', 0.5],
    ];
    for (const [typed, number] of read) expect(parseTypedNumber(typed), typed).toBe(number);
  });

  it('refuses what is not one number: mixed or misplaced separators, three decimals, signs, letters', () => {
    for (const typed of [
      '',
      '.',
      ',5',
      '5,',
      '40.000.5',
      '40.000,000',
      '4.00.000',
      '1.2345',
      '12,345,6',
      '1.234.5',
      '-5',
      '+5',
      '1e3',
      'kırk',
      '40 TL',
    ])
      expect(parseTypedNumber(typed), typed).toBeUndefined();
  });

  it('reads back every amount written in either format (the store’s 1.250,50 and 1,250.50), and in plain digits', () => {
    const english = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (kurus) => {
        const number = kurus / 100;
        expect(parseTypedNumber(tidyTypedNumber(String(number)))).toBe(number);
        expect(parseTypedNumber(english.format(number))).toBe(number);
        expect(parseTypedNumber(number.toFixed(2))).toBe(number);
        expect(parseTypedNumber(number.toFixed(2).replace('.', ','))).toBe(number);
      }),
    );
  });

  it('writes a typed number as the store writes numbers in both languages, and leaves anything else as typed', () => {
    expect(tidyTypedNumber('40000')).toBe('40.000');
    // An English shopper's "40,000" is shown back as the page shows every price (decision 0055).
    expect(tidyTypedNumber('40,000')).toBe('40.000');
    expect(tidyTypedNumber('30.5')).toBe('30,5');
    expect(tidyTypedNumber('30,5')).toBe('30,5');
    expect(tidyTypedNumber('40.000.5')).toBe('40.000.5');
  });
});
