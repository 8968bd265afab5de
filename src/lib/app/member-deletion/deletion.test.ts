import { describe, expect, it } from 'vitest';
import { deletionBlocker } from './deletion';

describe('deletionBlocker', () => {
  it('lets an account with only finished or failed orders go', () => {
    expect(deletionBlocker([], 0)).toBeNull();
    expect(deletionBlocker([{ status: 'received', items: ['delivered', 'cancelled', 'refunded'] }], 0)).toBeNull();
    // A failed payment's items never left: they stop nothing.
    expect(deletionBlocker([{ status: 'failed', items: ['received'] }], 0)).toBeNull();
  });

  it('stops it while an order is being paid for or on its way (S100)', () => {
    expect(deletionBlocker([{ status: 'payment_pending', items: [] }], 0)).toBe('S100');
    for (const item of ['received', 'preparing', 'shipped', 'out_for_delivery'] as const) {
      expect(deletionBlocker([{ status: 'received', items: ['delivered', item] }], 0)).toBe('S100');
    }
  });

  it('stops it while a return or a refund is pending (S101)', () => {
    for (const item of ['return_requested', 'return_in_transit', 'returned'] as const) {
      expect(deletionBlocker([{ status: 'received', items: ['delivered', item] }], 0)).toBe('S101');
    }
    expect(deletionBlocker([{ status: 'received', items: ['refunded'] }], 1)).toBe('S101');
  });
});
