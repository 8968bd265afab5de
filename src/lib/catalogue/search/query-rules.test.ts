import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closestWords,
  editDistance,
  loggableMiss,
  MAX_QUERY_WORDS,
  nameKey,
  queryWords,
  respellings,
  suggestionBudget,
  tsqueryText,
  typoBudget,
} from './query-rules';

describe('query words', () => {
  it('lower-cases the Turkish way, splits at anything but letters and digits, once each, capped', () => {
    expect(queryWords('İPEK Elbise, IŞIK  elbise')).toEqual(['ipek', 'elbise', 'ışık']);
    expect(queryWords('gold-plated necklaces')).toEqual(['gold', 'plated', 'necklaces']);
    expect(queryWords('aa bb cc dd ee ff gg hh')).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords(' — ')).toEqual([]);
    expect(nameKey('İpek Slim-fit  Gömlek')).toBe('ipekslimfitgomlek');
  });

  it('drops an ending after an apostrophe and a lone letter, keeps a one-letter hyphen part in its word, and sizes', () => {
    expect(queryWords("women's shoes")).toEqual(['women', 'shoes']);
    expect(queryWords("Valdera'nın çantası")).toEqual(['valdera', 'çantası']);
    expect(queryWords('kids t-shirts')).toEqual(['kids', 'tshirts']);
    expect(queryWords('x siyah elbise m 38')).toEqual(['siyah', 'elbise', 'm', '38']);
  });
});

describe('typos', () => {
  it('counts a wrong, missing, extra or swapped letter as one edit', () => {
    expect(editDistance('elbise', 'elbise')).toBe(0);
    expect(editDistance('elbize', 'elbise')).toBe(1);
    expect(editDistance('elbse', 'elbise')).toBe(1);
    expect(editDistance('elbisse', 'elbise')).toBe(1);
    expect(editDistance('elibse', 'elbise')).toBe(1);
    expect(editDistance('patnolon', 'pantolon')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('is a distance: zero only for the same word, symmetric, never above the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });

  it('allows no typo below five letters, one up to eight, two from nine', () => {
    expect([4, 5, 8, 9, 12].map((n) => typoBudget('a'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
    expect([2, 3, 4, 5, 9].map((n) => suggestionBudget('a'.repeat(n)))).toEqual([0, 1, 1, 1, 2]);
  });

  it('corrects to the closest catalogue words within the budget, an ending allowed', () => {
    const words = ['elbise', 'ekose', 'pantolon', 'kolye'].map((word) => ({ word, folded: word }));
    expect(closestWords('elibse', words).map((c) => c.word)).toEqual(['elbise']);
    expect(closestWords('elibseler', words).map((c) => c.word)).toEqual(['elbise']);
    expect(closestWords('patnolon', words).map((c) => c.word)).toEqual(['pantolon']);
    // Four letters: no budget. Exact: nothing to correct. Too far: none.
    expect(closestWords('kolu', words)).toEqual([]);
    expect(closestWords('elbise', words)).toEqual([]);
    expect(closestWords('ceket', words)).toEqual([]);
    expect(closestWords('ceket', [])).toEqual([]);
  });
});

describe('tsquery text', () => {
  it('needs every word (AND) and any of its forms (OR), restricted to weights, the last word as a beginning', () => {
    expect(tsqueryText([['ipek', 'silk'], ['elbise']])).toBe('(ipek | silk) & (elbise)');
    expect(tsqueryText([['ipek'], ['elbise']], 'AB')).toBe('(ipek:AB) & (elbise:AB)');
    expect(tsqueryText([['ipek'], ['elb']], 'A', 'elb')).toBe('(ipek:A) & (elb:A | elb:*A)');
  });

  it('drops anything that is not a plain lexeme, so a query cannot write tsquery syntax', () => {
    expect(
      tsqueryText([
        ["a' | !b", 'ok'],
        ['x:*', 'y'],
      ]),
    ).toBe('(ok) & (y)');
    expect(tsqueryText([['ipek'], ['(&)']])).toBe('');
    expect(tsqueryText([['ipek']], '', "x' & y")).toBe('(ipek)');
  });
});

describe('did you mean', () => {
  it('tries the spellings that stray least first, never the query itself', () => {
    const options = [
      [{ word: 'ipek', distance: 0 }],
      [
        { word: 'elbise', distance: 1 },
        { word: 'ekose', distance: 2 },
      ],
    ];
    expect(respellings(options, 5)).toEqual([
      ['ipek', 'elbise'],
      ['ipek', 'ekose'],
    ]);
    expect(respellings([[{ word: 'ipek', distance: 0 }]], 5)).toEqual([]);
  });
});

describe('searches that found nothing', () => {
  it('keeps the text editors may read, never what may be personal', () => {
    expect(loggableMiss('  Kırmızı   ELBİSE ')).toBe('kırmızı elbise');
    for (const personal of ['ali@example.com', '0532 123 45 67', '4111-1111-1111-1111', 'sipariş 123456'])
      expect(loggableMiss(personal)).toBeUndefined();
    expect(loggableMiss('—')).toBeUndefined();
    expect(loggableMiss('x'.repeat(300))?.length).toBe(100);
  });
});
