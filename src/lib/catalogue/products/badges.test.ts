import { describe, expect, it } from 'vitest';
import { cardBadges, isLastItems, isNewArrival, LAST_FEW_IN_SIZE, LAST_ITEMS, NEW_ARRIVALS, sizeHint } from './badges';

describe('card badges', () => {
  it('calls the newest NEW_ARRIVALS products new, and no older one', () => {
    expect(isNewArrival(340, 340)).toBe(true);
    expect(isNewArrival(340 - NEW_ARRIVALS + 1, 340)).toBe(true);
    expect(isNewArrival(340 - NEW_ARRIVALS, 340)).toBe(false);
    expect(isNewArrival(341, 340)).toBe(false);
  });

  it('calls a product "last items" from LAST_ITEMS pieces down to one, never when sold out', () => {
    expect([0, 1, LAST_ITEMS, LAST_ITEMS + 1].map(isLastItems)).toEqual([false, true, true, false]);
  });

  it('wears at most two badges, scarcity first, and no same-day badge when sold out', () => {
    expect(cardBadges({ id: 340, stock: 3, sameDayCargo: true }, 340)).toEqual(['lastItems', 'new']);
    expect(cardBadges({ id: 1, stock: 40, sameDayCargo: true }, 340)).toEqual(['sameDay']);
    expect(cardBadges({ id: 1, stock: 0, sameDayCargo: true }, 340)).toEqual([]);
  });
});

describe('size hints', () => {
  it('marks sold-out sizes and hints the last LAST_FEW_IN_SIZE pieces', () => {
    expect(LAST_FEW_IN_SIZE).toBe(2);
    expect(sizeHint(0)).toEqual({ kind: 'out' });
    expect(sizeHint(1)).toEqual({ kind: 'last', count: 1 });
    expect(sizeHint(2)).toEqual({ kind: 'last', count: 2 });
    expect(sizeHint(3)).toBeUndefined();
  });
});
