import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureSms, needsTurkishEncoding, OPERATOR_SUFFIX, PART_SIZES, smsAlphabet, smsParts, smsSegments } from './segments';

// Part sizes from 3GPP TS 23.038; the operator's 5-character suffix counted as Turkish operators
// bill it (decision 0043). `bare` leaves the suffix out to check the 3GPP boundaries themselves.
const bare = { operatorSuffix: 0 };
const count = (text: string, options = bare) => smsParts(text, options).length;

const GSM_DEFAULT = [
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
];
const TURKISH_ONLY = [...'ğĞıİşŞç'];
const EXTENSION = [...'^{}\\[~]|€'];
const char = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...GSM_DEFAULT) },
  { weight: 2, arbitrary: fc.constantFrom(...TURKISH_ONLY) },
  { weight: 1, arbitrary: fc.constantFrom(...EXTENSION) },
  { weight: 1, arbitrary: fc.constantFrom('ж', 'â', '’', '😀', '中') },
);
const text = fc.array(char, { maxLength: 700 }).map((chars) => chars.join(''));

describe('SMS alphabets', () => {
  it('keeps plain text in the default alphabet, Turkish letters in the Turkish shift, anything else in UCS-2', () => {
    expect(smsAlphabet('Your order V1 has shipped. Ç ö ü é {x} €')).toBe('gsm7');
    for (const letter of TURKISH_ONLY) expect(smsAlphabet(`Sipari${letter}`), letter).toBe('gsm7-turkish');
    expect(smsAlphabet('ğüşıöçİĞÜŞÖÇ')).toBe('gsm7-turkish');
    expect(smsAlphabet('Hakkâri')).toBe('ucs2');
    expect(smsAlphabet('ş and a curly ’')).toBe('ucs2');
    expect(smsAlphabet('page\fbreak ş')).toBe('ucs2');
    expect(needsTurkishEncoding('Kargoya verildi')).toBe(false);
    expect(needsTurkishEncoding('Siparişiniz')).toBe(true);
  });
});

describe('SMS parts', () => {
  it('cuts plain GSM text at 160 alone and 153 a part', () => {
    expect(count('a'.repeat(160))).toBe(1);
    expect(count('a'.repeat(161))).toBe(2);
    expect(count('a'.repeat(306))).toBe(2);
    expect(count('a'.repeat(307))).toBe(3);
    // An escaped character takes two septets and is never cut between parts.
    expect(count('{'.repeat(80))).toBe(1);
    expect(count(`${'a'.repeat(158)}{`)).toBe(1);
    expect(count(`${'a'.repeat(159)}{`)).toBe(2);
    expect(smsParts(`${'a'.repeat(152)}{${'a'.repeat(10)}`, bare).map((part) => part.length)).toEqual([152, 11]);
  });

  it('gives the Turkish single shift 155 alone and 149 a part, its letters two septets each', () => {
    expect(count(`ş${'a'.repeat(153)}`)).toBe(1);
    expect(count(`ş${'a'.repeat(154)}`)).toBe(2);
    expect(count(`ş${'a'.repeat(296)}`)).toBe(2);
    expect(count(`ş${'a'.repeat(297)}`)).toBe(3);
    expect(count('ı'.repeat(77))).toBe(1);
    expect(count('ı'.repeat(78))).toBe(2);
    // ö ü Ö Ü Ç are in the default alphabet: one septet.
    expect(measureSms('şöüÖÜÇ', bare).units).toBe(7);
  });

  it('gives UCS-2 70 alone and 67 a part, an emoji two units never cut', () => {
    expect(count('ж'.repeat(70))).toBe(1);
    expect(count('ж'.repeat(71))).toBe(2);
    expect(count('ж'.repeat(134))).toBe(2);
    expect(count('ж'.repeat(135))).toBe(3);
    expect(count('😀'.repeat(35))).toBe(1);
    expect(smsParts(`${'ж'.repeat(66)}😀${'ж'.repeat(5)}`, bare).map((part) => part.length)).toEqual([66, 7]);
  });

  it('counts the operator suffix as Turkish operators bill it: 155, 301, 607 characters', () => {
    expect(OPERATOR_SUFFIX).toBe(5);
    expect(smsSegments('a'.repeat(155))).toBe(1);
    expect(smsSegments('a'.repeat(156))).toBe(2);
    expect(smsSegments('a'.repeat(301))).toBe(2);
    expect(smsSegments('a'.repeat(302))).toBe(3);
    expect(smsSegments('a'.repeat(607))).toBe(4);
    expect(smsSegments('a'.repeat(608))).toBe(5);
    // The suffix can start a part of its own.
    expect(smsSegments('a'.repeat(306))).toBe(3);
    expect(smsSegments('')).toBe(1);
  });

  it('cuts any text into parts that hold it whole and fit their size', () => {
    fc.assert(
      fc.property(text, (value) => {
        const alphabet = smsAlphabet(value);
        const parts = smsParts(value, bare);
        expect(parts.join('')).toBe(value);
        const size = parts.length === 1 ? PART_SIZES[alphabet].single : PART_SIZES[alphabet].concatenated;
        for (const part of parts) expect(measureSms(part, bare).units).toBeLessThanOrEqual(size);
        // No part could have taken the next one's first character.
        for (let i = 0; i + 1 < parts.length; i += 1) {
          const next = [...parts[i + 1]!][0];
          if (next !== undefined) expect(measureSms(parts[i]! + next, bare).units).toBeGreaterThan(size);
        }
      }),
    );
  });

  it('never bills a longer text as fewer parts, and the suffix as at most one part more', () => {
    fc.assert(
      fc.property(text, char, (value, extra) => {
        expect(smsSegments(value + extra)).toBeGreaterThanOrEqual(smsSegments(value));
        const suffixed = smsSegments(value);
        expect(suffixed - count(value)).toBeGreaterThanOrEqual(0);
        expect(suffixed - count(value)).toBeLessThanOrEqual(1);
        expect(measureSms(value).segments).toBe(suffixed);
      }),
    );
  });
});
