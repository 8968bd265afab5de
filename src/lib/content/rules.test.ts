import { describe, expect, it } from 'vitest';
import { isActive, pageByOffset, parseOffset, segmentPath, splitEntryId } from './rules';

describe('campaign dates', () => {
  const window = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-02-01T00:00:00Z') };
  it('runs from the start (inclusive) to the end (exclusive)', () => {
    expect(isActive(window, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isActive(window, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isActive(window, new Date('2026-02-01T00:00:00Z'))).toBe(false);
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
