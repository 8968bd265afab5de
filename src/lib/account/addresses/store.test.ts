import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from './schema';
import { $addresses, $addressesLoading, ADDRESS_LOADING_CLEAR_MS, listLoaded, listLoading } from './store';

const address = { ID: 1, AddressDescription: 'Ev' } as Address;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the address list’s loading flag', () => {
  it('stays 400 ms after the list has come, then clears', () => {
    expect(ADDRESS_LOADING_CLEAR_MS).toBe(400);
    listLoading();
    expect($addressesLoading.get()).toBe(true);
    listLoaded([address]);
    expect($addresses.get()).toEqual([address]);
    vi.advanceTimersByTime(399);
    expect($addressesLoading.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($addressesLoading.get()).toBe(false);
  });

  it('a new read before the flag cleared keeps it up until 400 ms after its own list', () => {
    listLoading();
    listLoaded([]);
    vi.advanceTimersByTime(300);
    listLoading();
    vi.advanceTimersByTime(300);
    expect($addressesLoading.get()).toBe(true);
    listLoaded([address]);
    vi.advanceTimersByTime(ADDRESS_LOADING_CLEAR_MS);
    expect($addressesLoading.get()).toBe(false);
  });

  it('a list saved or deleted without a read in progress leaves the flag down', () => {
    listLoaded([address]);
    expect($addressesLoading.get()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
