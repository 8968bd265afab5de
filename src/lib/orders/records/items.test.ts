import { describe, expect, it } from 'vitest';
import { inTab, isAddressChangeable, itemActions, nextStatus, RETURN_WINDOW_DAYS, withPromotions } from './items';

const day = 86_400_000;

describe('item actions', () => {
  it('cancels only what has not been handed to the cargo company', () => {
    expect(itemActions('received', null, new Date()).CanCancel).toBe(true);
    expect(itemActions('preparing', null, new Date()).CanCancel).toBe(true);
    expect(itemActions('shipped', null, new Date()).CanCancel).toBe(false);
  });

  it('returns a delivered item inside the window only', () => {
    const delivered = new Date('2026-01-01T10:00:00Z');
    expect(itemActions('delivered', delivered, new Date(delivered.getTime() + RETURN_WINDOW_DAYS * day)).CanReturn).toBe(true);
    expect(itemActions('delivered', delivered, new Date(delivered.getTime() + RETURN_WINDOW_DAYS * day + 1)).CanReturn).toBe(false);
    expect(itemActions('shipped', delivered, delivered).CanReturn).toBe(false);
  });

  it('withdraws a return only before the parcel leaves', () => {
    expect(itemActions('return_requested', null, new Date()).CanCancelReturn).toBe(true);
    expect(itemActions('return_in_transit', null, new Date()).CanCancelReturn).toBe(false);
  });

  it('changes the address only while nothing has shipped', () => {
    expect(isAddressChangeable(['received', 'cancelled'])).toBe(true);
    expect(isAddressChangeable(['received', 'shipped'])).toBe(false);
    expect(isAddressChangeable(['cancelled'])).toBe(false);
  });

  it('walks the delivery and the return paths', () => {
    expect(nextStatus('received')).toBe('preparing');
    expect(nextStatus('delivered')).toBeNull();
    expect(nextStatus('returned')).toBe('refunded');
    expect(nextStatus('cancelled')).toBeNull();
  });

  it('files orders in tabs by their items', () => {
    expect(inTab('ongoing', ['shipped', 'cancelled'])).toBe(true);
    expect(inTab('cancelled', ['shipped', 'cancelled'])).toBe(true);
    expect(inTab('returned', ['delivered'])).toBe(false);
  });
});

describe('promotion products', () => {
  const lines = [
    { id: 1, productId: 70, mainProductId: null },
    { id: 2, productId: 71, mainProductId: 70 },
    { id: 3, productId: 72, mainProductId: null },
  ];

  it('go with their main product', () => {
    expect(withPromotions(lines, [1])).toEqual([1, 2]);
  });

  it('never go alone', () => {
    expect(withPromotions(lines, [2])).toBe('alone');
    expect(withPromotions(lines, [2, 3])).toBe('alone');
    expect(withPromotions(lines, [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
