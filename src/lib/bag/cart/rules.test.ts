import { describe, expect, it } from 'vitest';
import { giftPackaging, lineChange, lineMaxQuantity, mergedQuantity, quantityRefusal } from './rules';

const line = (stock: number, purchaseLimit: number | null = null) => ({ stock, purchaseLimit });

describe('quantityRefusal', () => {
  it('names the first reason: stock out, then not enough, then the limit, then the cart cap', () => {
    expect(quantityRefusal(line(0), 0, 1, 0, 30)).toBe('OUT_OF_STOCK');
    expect(quantityRefusal(line(3), 1, 4, 0, 30)).toBe('NOT_ENOUGH_STOCK');
    expect(quantityRefusal(line(10, 2), 2, 3, 0, 30)).toBe('PURCHASE_LIMIT_EXCEEDED');
    expect(quantityRefusal(line(10), 1, 3, 28, 30)).toBe('MAX_ITEMS_PER_CART');
    expect(quantityRefusal(line(10, 5), 1, 5, 25, 30)).toBeNull();
  });

  it('lets a decrease pass a limit or cap that tightened, but not the stock', () => {
    expect(quantityRefusal(line(10, 2), 4, 3, 40, 30)).toBeNull();
    expect(quantityRefusal(line(2), 5, 3, 0, 30)).toBe('NOT_ENOUGH_STOCK');
  });
});

describe('mergedQuantity', () => {
  it('adds, capped by stock, limit and the room left, and never below what the line had', () => {
    expect(mergedQuantity(line(10), 2, 3, 0, 30)).toBe(5);
    expect(mergedQuantity(line(4), 2, 3, 0, 30)).toBe(4);
    expect(mergedQuantity(line(10, 3), 2, 3, 0, 30)).toBe(3);
    expect(mergedQuantity(line(10), 2, 5, 26, 30)).toBe(4);
    expect(mergedQuantity(line(1), 2, 5, 0, 30)).toBe(2);
  });
});

describe('line rules', () => {
  const facts = { quantity: 2, stock: 5, salePrice: 1000, purchaseLimit: null, seenPrice: 1000, isGift: false };
  it('reports price and stock changes', () => {
    expect(lineChange(facts)).toBeNull();
    expect(lineChange({ ...facts, salePrice: 900 })).toEqual({ Price: { From: 1000, To: 900 } });
    expect(lineChange({ ...facts, stock: 1 })).toEqual({ Stock: 'less' });
    expect(lineChange({ ...facts, stock: 0 })).toEqual({ Stock: 'out' });
  });
  it('caps a line by what the cart leaves it', () => {
    expect(lineMaxQuantity(facts, 29, 30)).toBe(3);
  });
  it('allows separate gift packaging from two gift units', () => {
    expect(giftPackaging([{ quantity: 1, isGift: true }])).toEqual({ hasGift: true, canPackSeparately: false });
    expect(giftPackaging([{ quantity: 2, isGift: true }])).toEqual({ hasGift: true, canPackSeparately: true });
  });
});
