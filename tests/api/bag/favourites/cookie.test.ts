import { describe, expect, it } from 'vitest';
import { guestCookieValue, parseGuestCookie } from '@lib/bag/favourites/rules';

// The guest cookie is the visitor's input: the server reads it to draw the favourites page.
describe('guest favourites cookie', () => {
  it('reads back what the store writes, newest first', () => {
    const list = [
      { pId: 12, vId: 40 },
      { pId: 7, vId: 0 },
    ];
    expect(parseGuestCookie(guestCookieValue(list), 20)).toEqual(list);
  });

  it('returns at most the cap, each product once', () => {
    const value = Array.from({ length: 30 }, (_, i) => `${(i % 25) + 1}.1`).join('-');
    const list = parseGuestCookie(value, 20);
    expect(list).toHaveLength(20);
    expect(new Set(list.map((f) => f.pId)).size).toBe(20);
    expect(parseGuestCookie('5.1-5.2-6.3', 20)).toEqual([
      { pId: 5, vId: 1 },
      { pId: 6, vId: 3 },
    ]);
  });

  it('skips malformed, zero and out-of-range entries', () => {
    const value = ['1.2', 'x.1', '0.4', '2147483648.1', '3.2147483648', '4.5.6', '', '8', '9.9e9', '10.11'].join('-');
    expect(parseGuestCookie(value, 20)).toEqual([
      { pId: 1, vId: 2 },
      { pId: 10, vId: 11 },
    ]);
  });

  it('refuses a value longer than the cap allows, and nothing or a zero cap', () => {
    expect(parseGuestCookie(`1.1-${'9'.repeat(10_000)}`, 20)).toEqual([]);
    expect(parseGuestCookie(undefined, 20)).toEqual([]);
    expect(parseGuestCookie('1.1', 0)).toEqual([]);
    expect(parseGuestCookie('<script>', 20)).toEqual([]);
  });
});
