import { describe, expect, it } from 'vitest';
import { newOrderNumber } from './number.server';
import { orderReceivedQuery } from './schema';

describe('order numbers', () => {
  it('read as the day and six unambiguous characters, pass the shape check, and differ', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const numbers = Array.from({ length: 200 }, () => newOrderNumber(at));
    for (const number of numbers) {
      expect(number).toMatch(/^V261122-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
      expect(orderReceivedQuery.safeParse({ orderNumber: number }).success).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(orderReceivedQuery.safeParse({ orderNumber: 'V261122-K7PQ3M; drop' }).success).toBe(false);
  });
});
