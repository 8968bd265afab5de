import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '@lib/bag/cart/schema';

// A stand-in for the cart API: the server's gift flags, and reads answered only when the test says,
// with what the server held when the read was asked (as a real read is).
const server = {
  gifts: new Map<number, boolean>(),
  /** What a removal or a quantity change is answered: a refusal (4xx) unless a test says otherwise. */
  refusal: { Success: false, Message: undefined as string | undefined },
};
const heldReads: (() => void)[] = [];
const cartOf = (gifts: Map<number, boolean>) =>
  ({
    GroupedProducts: [{ Products: [...gifts].map(([VariantId, IsGift]) => ({ VariantId, IsGift, Quantity: 1, SalePrice: 100 })) }],
    TotalCount: gifts.size,
  }) as unknown as Cart;

vi.mock('@lib/platform/http/client', () => ({
  call: vi.fn(async (url: string, options?: { method?: string; body?: { variantId: number; isGift: boolean } }) => {
    if (options?.method === 'DELETE' || (options?.method === 'PUT' && !url.endsWith('/item-gift'))) return server.refusal;
    if (url.endsWith('/item-gift') && options?.body) {
      server.gifts.set(options.body.variantId, options.body.isGift);
      return { Success: true };
    }
    const snapshot = cartOf(new Map(server.gifts));
    await new Promise<void>((resolve) => heldReads.push(resolve));
    return { Success: true, Result: { Cart: snapshot, Summary: {} } };
  }),
}));

const { $cartState, $lineNotes, changeQuantity, linesOf, removeLine, setGift, startCart } = await import('./state');
const line = (variantId: number) => linesOf($cartState.get()!.cart).find((l) => l.VariantId === variantId) as CartLine;
const gifts = () => linesOf($cartState.get()!.cart).map((l) => l.IsGift);
/** Lets pending promise callbacks run until the next held read is asked. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bag on the page', () => {
  beforeEach(() => {
    server.gifts = new Map([
      [1, false],
      [2, false],
    ]);
    heldReads.length = 0;
    startCart({ cart: cartOf(server.gifts), summary: {} as never });
  });

  it('keeps a second tick made while the first one’s read of the cart is on its way', async () => {
    const first = setGift(line(1), true);
    await settle();
    // The first change's read was asked before the second tick: it knows only the first gift.
    expect(heldReads).toHaveLength(1);
    const second = setGift(line(2), true);
    await settle();
    heldReads.shift()!();
    await first;
    expect(gifts()).toEqual([true, true]);
    heldReads.shift()!();
    await second;
    expect(gifts()).toEqual([true, true]);
  });

  it('shows the read of the latest change', async () => {
    const done = setGift(line(2), true);
    await settle();
    heldReads.shift()!();
    await done;
    expect(gifts()).toEqual([false, true]);
  });

  it('keeps a line whose removal or new quantity the server refuses, and says why on it', async () => {
    server.refusal = { Success: false, Message: 'Bu ürün artık satışta değil.' };
    expect(await removeLine(line(1))).toBe(false);
    expect(line(1)).toBeDefined();
    expect($lineNotes.get()[1]).toBe('Bu ürün artık satışta değil.');
    // Refused without words: the line still says so, in the bag's own words ('' picks them).
    server.refusal = { Success: false, Message: undefined };
    const asked = changeQuantity(line(2), 3);
    await settle();
    heldReads.shift()?.();
    expect(await asked).toBe(false);
    expect(line(2).Quantity).toBe(1);
    expect($lineNotes.get()[2]).toBe('');
  });
});
