import { describe, expect, it } from 'vitest';
import { linkedOrderNumber, parcelArrival, trackingPath } from './rules';

// A delivered parcel says when it was delivered, no longer when it is expected (issue 24, item 13);
// the tracking link carries the order number (item 5).

const estimate = '2026-11-28T09:00:00.000Z';
const scan = (Event: string, At: string) => ({ Event, Place: 'İstanbul', At });

describe('what a parcel says of its arrival', () => {
  it('gives the estimate until the parcel is delivered', () => {
    const parcel = { Kind: 'delivery' as const, EstimatedAt: estimate, Events: [scan('accepted', '2026-11-25T10:00:00.000Z')] };
    expect(parcelArrival(parcel)).toEqual({ kind: 'estimate', at: estimate });
  });

  it('gives the delivery day once delivered, not the estimate', () => {
    const parcel = {
      Kind: 'delivery' as const,
      EstimatedAt: estimate,
      Events: [scan('accepted', '2026-11-25T10:00:00.000Z'), scan('delivered', '2026-11-26T14:30:00.000Z')],
    };
    expect(parcelArrival(parcel)).toEqual({ kind: 'delivered', at: '2026-11-26T14:30:00.000Z' });
  });

  it('says nothing of a return parcel or a parcel without an estimate', () => {
    expect(parcelArrival({ Kind: 'return', EstimatedAt: estimate, Events: [] })).toBeNull();
    expect(parcelArrival({ Kind: 'delivery', EstimatedAt: null, Events: [] })).toBeNull();
  });
});

describe('the tracking link', () => {
  it('fills in the order number, in the page language', () => {
    expect(trackingPath('tr', 'V261125-AB12CD')).toBe('/customer/ordertracking?orderNumber=V261125-AB12CD');
    expect(trackingPath('en')).toBe('/en/customer/ordertracking');
  });

  it('takes only an order number from a link', () => {
    expect(linkedOrderNumber(' V261125-AB12CD ')).toBe('V261125-AB12CD');
    expect(linkedOrderNumber('<script>')).toBe('');
    expect(linkedOrderNumber(null)).toBe('');
  });
});
