import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDate, maskDate } from './dateMask';

/** Any prefix of the dd/mm/yyyy shape (digits in place of letters). */
const PREFIX_OF_SHAPE = /^(\d{0,2}|\d{2}\/\d{0,2}|\d{2}\/\d{2}\/\d{0,4})$/;

describe('maskDate', () => {
  it('inserts the slashes as the digits come', () => {
    expect(maskDate('0')).toBe('0');
    expect(maskDate('01')).toBe('01/');
    expect(maskDate('010')).toBe('01/0');
    expect(maskDate('0102')).toBe('01/02/');
    expect(maskDate('01021990')).toBe('01/02/1990');
    expect(maskDate('0102199012')).toBe('01/02/1990');
  });

  it('normalises pasted dates: dots, spaces, dashes and one-digit days and months', () => {
    expect(maskDate('01.02.1990')).toBe('01/02/1990');
    expect(maskDate('01 02 1990')).toBe('01/02/1990');
    expect(maskDate('1-2-1990')).toBe('01/02/1990');
    expect(maskDate('1/2/1990')).toBe('01/02/1990');
    expect(maskDate('1/')).toBe('01/');
    expect(maskDate('1990-02-01')).toBe('01/02/1990');
  });

  it('without eagerness leaves no trailing slash', () => {
    expect(maskDate('01', false)).toBe('01');
    expect(maskDate('0102', false)).toBe('01/02');
  });

  it('gives a prefix of the dd/mm/yyyy shape for any digits, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), fc.boolean(), (digits, eager) => {
        const masked = maskDate(digits, eager);
        expect(masked).toMatch(PREFIX_OF_SHAPE);
        expect(maskDate(masked, eager)).toBe(masked);
      }),
    );
  });

  it('is idempotent on any text, not only digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(maskDate(maskDate(text))).toBe(maskDate(text));
      }),
    );
  });
});

describe('editDate', () => {
  it('typing the last digit of the day adds the slash and puts the caret after it', () => {
    expect(editDate('0', '01', 2, false)).toEqual({ value: '01/', caret: 3 });
  });

  it('Backspace after an eager slash takes the slash, not the same text back', () => {
    expect(editDate('01/', '01', 2, true)).toEqual({ value: '01', caret: 2 });
    expect(editDate('01', '0', 1, true)).toEqual({ value: '0', caret: 1 });
  });

  it('Backspace on a slash inside the date moves the caret over it', () => {
    expect(editDate('01/02/1990', '0102/1990', 2, true)).toEqual({ value: '01/02/1990', caret: 2 });
  });

  it('deleting a digit inside the date closes the digits up and keeps the caret there', () => {
    expect(editDate('01/02/1990', '01/0/1990', 4, true)).toEqual({ value: '01/01/990', caret: 4 });
  });

  it('a paste lands with the caret at the end', () => {
    expect(editDate('', '01.02.1990', 10, false)).toEqual({ value: '01/02/1990', caret: 10 });
  });
});
