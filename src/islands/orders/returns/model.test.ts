import { describe, expect, it } from 'vitest';
import type { Address } from '@lib/account';
import { pickupAddressId, type Shipping } from './model';

const shipping: Shipping = { preference: 'home_pickup', company: null, date: null, addressId: null };
const saved = (ID: number, isSuitableReturnFromHome: boolean) => ({ ID, isSuitableReturnFromHome }) as Address;

describe('the address a home pickup collects from', () => {
  it('is the one chosen, else the order’s delivery address in the area, else the first saved address in the area', () => {
    const addresses = [saved(1, false), saved(2, true), saved(3, true)];
    expect(pickupAddressId({ ...shipping, addressId: 3 }, { orderAddress: 'Moda', addresses })).toBe(3);
    expect(pickupAddressId(shipping, { orderAddress: 'Moda', addresses })).toBeNull();
    expect(pickupAddressId(shipping, { orderAddress: null, addresses })).toBe(2);
    expect(pickupAddressId(shipping, { orderAddress: null, addresses: [saved(1, false)] })).toBeNull();
  });
});
