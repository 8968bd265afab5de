import { beforeEach, describe, expect, it, vi } from 'vitest';

// The add call every "add to bag" sends: its answer's cartItemCount is the count every island
// shows, with no second request for it; a refusal leaves the count as it was.
const calls: string[] = [];
let answer: { Success: boolean; Result?: { cartItemCount: number }; Message?: string } = { Success: true };

vi.mock('@lib/platform/http/client', () => ({
  call: vi.fn(async (url: string) => {
    calls.push(url);
    return answer;
  }),
}));

const { $cartCount, ADD_URL, sendAdd, setCartCount } = await import('./store');

describe('adding to the bag', () => {
  beforeEach(() => {
    calls.length = 0;
    setCartCount(2);
  });

  it('sets the count from the answer, in one request', async () => {
    answer = { Success: true, Result: { cartItemCount: 5 } };
    await sendAdd({ productId: 1, variantId: 2, quantity: 3 });
    expect($cartCount.get()).toBe(5);
    expect(calls).toEqual([ADD_URL]);
  });

  it('leaves the count as it was when the bag refuses', async () => {
    answer = { Success: false, Message: 'Stokta yok' };
    expect((await sendAdd({ productId: 1, variantId: 2, quantity: 1 })).Message).toBe('Stokta yok');
    expect($cartCount.get()).toBe(2);
  });
});
