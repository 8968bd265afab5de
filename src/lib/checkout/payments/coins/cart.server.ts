import type { Cart, HopiUser } from '@lib/bag';
import type { Session } from '@lib/platform/index.server';
import { coinsState } from './wallet.server';

// The cart's coins block (HopiUserResponse, docs/behaviour/bag.md): the bag knows nothing of the
// coins app, which is the checkout's, so the cart calls add it here, from the same state the coins
// panel reads.

/** A member's coins block when their app is linked; null for a guest or a member without the app. */
async function coinsBlock(session: Session | undefined): Promise<HopiUser | null> {
  const customerId = session?.customerId;
  if (customerId == null) return null;
  const state = await coinsState(session, customerId);
  return state.IsLinked ? { coinBalance: state.coinBalance, usedCoins: state.usedCoins, couponCode: state.couponCode } : null;
}

/** The cart as the cart calls answer it: with the session's member's coins block. */
export async function withCoins(cart: Cart, session: Session | undefined): Promise<Cart> {
  return { ...cart, HopiUserResponse: await coinsBlock(session) };
}
