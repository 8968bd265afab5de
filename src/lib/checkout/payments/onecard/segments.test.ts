import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEGMENTS, type Segment } from './rates';
import { DEMO_THRESHOLDS, nextSegment, nextStep, rankOf, SEGMENT_HELD_DAYS, segmentForSpend } from './segments';

const at = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const segment = fc.constantFrom(...SEGMENTS);

describe('segment rules', () => {
  it('seeds the threshold each segment page states', () => {
    for (const lang of ['tr', 'en']) {
      const pages = readdirSync(`src/content/loyalty/${lang}`).map((file) => readFileSync(`src/content/loyalty/${lang}/${file}`, 'utf8'));
      const stated = Object.fromEntries(
        pages.map((page) => [/^segment: (\w+)$/m.exec(page)![1], Number(/^threshold: (\d+)$/m.exec(page)![1])]),
      );
      expect(stated).toEqual(DEMO_THRESHOLDS);
    }
  });

  it('reaches a segment exactly at its threshold', () => {
    expect(segmentForSpend(0, DEMO_THRESHOLDS)).toBe('siz');
    expect(segmentForSpend(5_000_00 - 1, DEMO_THRESHOLDS)).toBe('siz');
    expect(segmentForSpend(5_000_00, DEMO_THRESHOLDS)).toBe('white');
    expect(segmentForSpend(50_000_00, DEMO_THRESHOLDS)).toBe('gold');
    expect(segmentForSpend(10_000_000_00, DEMO_THRESHOLDS)).toBe('vip');
    expect(nextStep('gold', 60_000_00, DEMO_THRESHOLDS)).toEqual({ Segment: 'platinum', Missing: 60_000_00 });
    expect(nextStep('vip', 0, DEMO_THRESHOLDS)).toBeNull();
  });

  it('never lowers a segment before its review, and never ends below what the spend reaches', () => {
    fc.assert(
      fc.property(segment, fc.integer({ min: 0, max: 500_000_00 }), fc.integer({ min: -400, max: 400 }), (held, spend, dueInDays) => {
        const heldUntil = new Date(at.getTime() + dueInDays * DAY);
        const next = nextSegment({ segment: held as Segment, heldUntil }, spend, DEMO_THRESHOLDS, at);
        const earned = segmentForSpend(spend, DEMO_THRESHOLDS);
        expect(rankOf(next.segment)).toBeGreaterThanOrEqual(rankOf(earned));
        if (dueInDays > 0) expect(rankOf(next.segment)).toBeGreaterThanOrEqual(rankOf(held as Segment));
        else expect(next.segment).toBe(earned);
      }),
    );
  });

  it('holds a reached segment for a year, then reviews it from the spend', () => {
    const up = nextSegment({ segment: 'white', heldUntil: null }, 60_000_00, DEMO_THRESHOLDS, at);
    expect(up).toEqual({ segment: 'gold', heldUntil: new Date(at.getTime() + SEGMENT_HELD_DAYS * DAY) });
    const later = new Date(up.heldUntil!.getTime() + DAY);
    expect(nextSegment(up, 0, DEMO_THRESHOLDS, new Date(up.heldUntil!.getTime() - DAY)).segment).toBe('gold');
    expect(nextSegment(up, 0, DEMO_THRESHOLDS, later)).toEqual({ segment: 'siz', heldUntil: null });
  });
});
