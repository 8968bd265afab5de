import { describe, expect, it } from 'vitest';
import { checkChoice, discountPercent, fold, maxQuantity, ONE_SIZE, productIdOf, productSlug, sizeLabel, stockState } from './rules';

describe('text folding', () => {
  it('folds Turkish and accented letters', () => {
    expect(fold('ÇANTA Işık Şık Maison Aurèle')).toBe('canta isik sik maison aurele');
  });
});

describe('stock, discount and quantity', () => {
  it('names the stock state: out at 0, low up to LAST_FEW_IN_SIZE (2), else in', () => {
    expect([0, 1, 2, 3].map(stockState)).toEqual(['out', 'low', 'low', 'in']);
  });

  it('rounds the discount down to whole percent and never goes negative', () => {
    expect(discountPercent(10000, 7000)).toBe(30);
    // Rounded down: 39.99% off is told as 39%, never more than the saving.
    expect(discountPercent(10000, 6001)).toBe(39);
    expect(discountPercent(30000, 19900)).toBe(33);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, 12000)).toBe(0);
  });

  it('caps the quantity by stock and purchase limit', () => {
    expect(maxQuantity(10, 2)).toBe(2);
    expect(maxQuantity(1, 3)).toBe(1);
    expect(maxQuantity(7, null)).toBe(7);
  });
});

describe('checkChoice', () => {
  const options = [
    { id: 1, size: 'S', stock: 0 },
    { id: 2, size: 'M', stock: 5 },
  ];

  it('requires a size before anything is added', () => {
    expect(checkChoice(options, undefined, 1, null)).toEqual({ ok: false, error: 'sizeRequired' });
    expect(checkChoice(options, 99, 1, null)).toEqual({ ok: false, error: 'sizeRequired' });
  });

  it('refuses a sold-out size and a quantity over the limit or stock', () => {
    expect(checkChoice(options, 1, 1, null)).toEqual({ ok: false, error: 'outOfStock' });
    expect(checkChoice(options, 2, 3, 2)).toEqual({ ok: false, error: 'overLimit' });
    expect(checkChoice(options, 2, 6, null)).toEqual({ ok: false, error: 'overLimit' });
    expect(checkChoice(options, 2, 0, null)).toEqual({ ok: false, error: 'overLimit' });
  });

  it('says a colour is sold out when none of its sizes has stock, chosen or not, one size or many', () => {
    const soldOut = [{ id: 3, size: 'STD', stock: 0 }];
    expect(checkChoice(soldOut, 3, 1, null)).toEqual({ ok: false, error: 'colourOutOfStock' });
    expect(checkChoice([...soldOut, { id: 4, size: 'M', stock: 0 }], undefined, 1, null)).toEqual({ ok: false, error: 'colourOutOfStock' });
  });

  it('accepts a size in stock within the limit', () => {
    expect(checkChoice(options, 2, 2, 2)).toEqual({ ok: true, variant: options[1] });
  });
});

describe('product slugs', () => {
  it('end with the id that identifies the product', () => {
    const slug = productSlug(42, 'Maison Aurèle', 'Silk Dress');
    expect(slug).toBe('maison-aurele-silk-dress-42');
    expect(productIdOf(slug)).toBe(42);
    expect(productIdOf('no-id')).toBeUndefined();
  });
});

describe('a size as the shopper reads it', () => {
  it('names the one-size piece in their words and leaves any other size as it is', () => {
    expect(sizeLabel(ONE_SIZE, 'Tek beden')).toBe('Tek beden');
    expect(sizeLabel('XS', 'Tek beden')).toBe('XS');
    expect(sizeLabel('38', 'One size')).toBe('38');
  });
});
