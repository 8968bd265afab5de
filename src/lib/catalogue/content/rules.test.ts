import { describe, expect, it } from 'vitest';
import {
  campaignState,
  formatDate,
  isActive,
  lastDay,
  nextWindowChange,
  pageByOffset,
  parseOffset,
  segmentPath,
  splitEntryId,
} from './rules';

describe('campaign dates', () => {
  const window = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-02-01T00:00:00Z') };
  it('runs from the start (inclusive) to the end (exclusive)', () => {
    expect(isActive(window, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isActive(window, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isActive(window, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('tells a campaign that has not started from one that is over', () => {
    expect(campaignState(window, new Date('2025-12-31T23:59:59Z'))).toBe('upcoming');
    expect(campaignState(window, new Date('2026-01-15T00:00:00Z'))).toBe('running');
    expect(campaignState(window, new Date('2026-02-01T00:00:00Z'))).toBe('ended');
  });

  it('next change when one of several starts or ends, never one already past, Infinity after the last', () => {
    const later = { startsAt: new Date('2026-01-20T00:00:00Z'), endsAt: new Date('2026-03-01T00:00:00Z') };
    const at = (iso: string) => nextWindowChange([window, later], new Date(iso));
    expect(at('2025-12-01T00:00:00Z')).toBe(window.startsAt.getTime());
    // At a boundary itself the change has happened: the next one counts.
    expect(at('2026-01-01T00:00:00Z')).toBe(later.startsAt.getTime());
    expect(at('2026-01-25T00:00:00Z')).toBe(window.endsAt.getTime());
    expect(at('2026-02-10T00:00:00Z')).toBe(later.endsAt.getTime());
    expect(at('2026-03-01T00:00:00Z')).toBe(Number.POSITIVE_INFINITY);
  });

  it('name the last day a campaign runs, not the day after', () => {
    // A campaign written to end on 31 December runs until midnight in Istanbul.
    expect(formatDate(lastDay({ endsAt: new Date('2026-12-31T21:00:00Z') }), 'en')).toBe('31 December 2026');
  });

  it('are written out in words, on the Istanbul calendar', () => {
    // 21:30 UTC on 31 January is already 1 February in Istanbul.
    expect(formatDate(new Date('2027-01-31T21:30:00Z'), 'tr')).toBe('1 Şubat 2027');
    expect(formatDate(new Date('2027-01-31T00:00:00+03:00'), 'en')).toBe('31 January 2027');
  });
});

describe('offset paging', () => {
  it('pages from offset 0 and accepts only multiples of the page size', () => {
    expect(parseOffset(null)).toBe(0);
    expect(parseOffset('6')).toBe(6);
    expect(parseOffset('5')).toBe(0);
    expect(parseOffset('-6')).toBe(0);
    const items = Array.from({ length: 14 }, (_, i) => i);
    expect(pageByOffset(items, 0)).toEqual({ items: [0, 1, 2, 3, 4, 5], previous: undefined, next: 6 });
    expect(pageByOffset(items, 12)).toEqual({ items: [12, 13], previous: 6, next: undefined });
  });
});

describe('entry ids and paths', () => {
  it('read the language folder and the name', () => {
    expect(splitEntryId('en/yeni-sezon')).toEqual({ lang: 'en', name: 'yeni-sezon' });
    expect(splitEntryId('de/x')).toBeUndefined();
    expect(segmentPath('gold')).toBe('/content/loyalty-segmentgold');
  });
});
