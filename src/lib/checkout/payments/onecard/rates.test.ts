import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_RATES, ENTRY_SEGMENT, pointsFor, SEGMENTS } from './rates';

describe('loyalty earning', () => {
  it('seeds the rate each segment page states, for every segment of The One', () => {
    for (const lang of ['tr', 'en']) {
      const pages = readdirSync(`src/content/loyalty/${lang}`).map((file) => readFileSync(`src/content/loyalty/${lang}/${file}`, 'utf8'));
      const stated = Object.fromEntries(
        pages.map((page) => [/^segment: (\w+)$/m.exec(page)![1], Number(/^pointsPer100: (\d+)$/m.exec(page)![1])]),
      );
      expect(stated).toEqual(DEMO_RATES);
    }
    expect(Object.keys(DEMO_RATES)).toEqual([...SEGMENTS]);
    expect(SEGMENTS[0]).toBe(ENTRY_SEGMENT);
  });

  it('earns per whole 100 TL paid', () => {
    expect(pointsFor(999_99, 4)).toBe(36);
    expect(pointsFor(10_000, 1)).toBe(1);
    expect(pointsFor(9_999, 7)).toBe(0);
    expect(pointsFor(0, 7)).toBe(0);
    expect(pointsFor(-5_000, 7)).toBe(0);
  });
});
