import { and, eq } from 'drizzle-orm';
import { db, type Session, type Tx } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { changeCart, changeExistingCart, lockedCart } from './locked.server';
import { findCartId } from './owner.server';
import { giftPackaging } from './rules';
import { cartLines, carts } from './tables.server';

// The cart's flags (docs/behaviour/bag.md#cart-flags): a gift mark per line, gift packaging all
// together or separately, and whether the shopper wants automatic campaigns applied.

async function packaging(tx: Tx, cartId: number) {
  const rows = await tx
    .select({ quantity: cartLines.quantity, isGift: cartLines.isGift })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return giftPackaging(rows);
}

/** PUT item-gift: marks a line as a gift or not; answers whether the cart can now be packed separately. */
export async function setGift(
  session: Session,
  variantId: number,
  isGift: boolean,
): Promise<{ IsSuitableForMultipleGiftPackage: boolean; HasAnyGiftItem: boolean }> {
  return changeExistingCart(session, async (tx, cartId) => {
    const changed = await tx
      .update(cartLines)
      .set({ isGift })
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)))
      .returning({ variantId: cartLines.variantId });
    if (changed.length === 0) throw new DomainError('CART_ITEM_NOT_FOUND');
    const gifts = await packaging(tx, cartId);
    // Fewer than two gift units cannot be packed separately: the choice falls back to together.
    if (!gifts.canPackSeparately) await tx.update(carts).set({ multipleGiftPackage: false }).where(eq(carts.id, cartId));
    return { IsSuitableForMultipleGiftPackage: gifts.canPackSeparately, HasAnyGiftItem: gifts.hasGift };
  });
}

/** POST gift-package: gifts packed separately (needs two gift units, else 400) or all together. */
export async function setGiftPackage(session: Session, isMultiple: boolean): Promise<{ IsMultipleGiftPackage: boolean }> {
  const cartId = await findCartId(session);
  if (cartId === undefined) {
    if (isMultiple) throw new DomainError('VALIDATION_ERROR');
    return { IsMultipleGiftPackage: false };
  }
  return lockedCart(cartId, async (tx) => {
    if (isMultiple && !(await packaging(tx, cartId)).canPackSeparately) throw new DomainError('VALIDATION_ERROR');
    await tx.update(carts).set({ multipleGiftPackage: isMultiple }).where(eq(carts.id, cartId));
    return { IsMultipleGiftPackage: isMultiple };
  });
}

/** PUT campaign-preference: whether automatic campaigns apply to this cart. */
export async function setCampaignPreference(session: Session, wants: boolean): Promise<{ IsSucceeded: true }> {
  await changeCart(session, (tx, cartId) => tx.update(carts).set({ useCampaigns: wants }).where(eq(carts.id, cartId)));
  return { IsSucceeded: true };
}

/** GET campaign-preference: the cart's preference, on (true) for a cart not made yet. */
export async function campaignPreference(
  session: Pick<Session, 'customerId' | 'data'> | undefined,
): Promise<{ IsSucceeded: true; Data: boolean }> {
  const cartId = await findCartId(session);
  if (cartId === undefined) return { IsSucceeded: true, Data: true };
  const [row] = await (await db()).select({ useCampaigns: carts.useCampaigns }).from(carts).where(eq(carts.id, cartId));
  return { IsSucceeded: true, Data: row?.useCampaigns ?? true };
}
