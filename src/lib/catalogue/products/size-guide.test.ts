import { describe, expect, it } from 'vitest';
import { compositionAndCare } from './care';
import { sizeGuide, sizeRunOf } from './size-guide';
import { SIZE_RUNS, type SizeRun } from './vocab';

describe('size guide', () => {
  it('has a full row for every size of every run that has a guide, in the run order', () => {
    for (const run of ['clothing', 'shoes', 'kids'] as SizeRun[]) {
      const guide = sizeGuide(run)!;
      expect(guide.rows.map((r) => r.size)).toEqual([...SIZE_RUNS[run]]);
      for (const row of guide.rows) expect(row.values).toHaveLength(guide.columns.length);
    }
  });

  it('finds the run of a category from its sizes; one size and volumes have no guide', () => {
    expect(sizeRunOf([...SIZE_RUNS.shoes])).toBe('shoes');
    expect(sizeRunOf(['STD'])).toBeUndefined();
    expect(sizeRunOf(['50 ml', '100 ml'])).toBeUndefined();
    expect(sizeGuide('one')).toBeUndefined();
  });
});

describe('composition and care', () => {
  it('names the material a demo product name starts with, the longest match first', () => {
    expect(compositionAndCare('coat', 'erkek-mont', 'Wool-blend Overcoat').material).toEqual({ tr: 'Yün Karışımlı', en: 'Wool-blend' });
    expect(compositionAndCare('coat', 'erkek-mont', 'Wool Overcoat').material).toEqual({ tr: 'Yün', en: 'Wool' });
  });

  it('gives each kind of product its own care, the same every time', () => {
    const bag = compositionAndCare('bag', 'kadin-canta', 'Leather Tote Bag');
    expect(bag.composition).toBe('catalog:care.composition.leather');
    expect(bag.care).toContain('catalog:care.instruction.dustBag');
    expect(compositionAndCare('bag', 'kadin-canta', 'Leather Tote Bag')).toEqual(bag);
    expect(compositionAndCare('candle', 'unknown', 'x').material).toBeUndefined();
  });
});
