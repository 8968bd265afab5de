import { describe, expect, it } from 'vitest';
import { analyticsItems } from './order-items';

const line = { ProductId: 42, DisplayName: 'Keten gömlek', Brand: 'IMF', Size: 'M', Quantity: 2, SalePrice: 123_450, ListPrice: 150_000 };

describe('analyticsItems', () => {
  it('gives each line in GA4 item shape at the unit price chosen, kuruş read as TL', () => {
    expect(analyticsItems([line], (l) => l.SalePrice)).toEqual([
      { item_id: '42', item_name: 'Keten gömlek', item_brand: 'IMF', item_variant: 'M', price: 1234.5, quantity: 2 },
    ]);
    expect(analyticsItems([line], (l) => l.ListPrice)[0]?.price).toBe(1500);
  });

  it('gives nothing for no lines', () => {
    expect(analyticsItems([], () => 0)).toEqual([]);
  });
});
