import { maxQuantity, stockState } from '@lib/catalogue';
import type { LineChange } from './schema';

// Pure rules of a cart line, shared by the server's answers and the island's optimistic updates.

/** What a line needs for its rules: today's stock, price and limit, and what the shopper saw. */
export interface LineFacts {
  quantity: number;
  stock: number;
  salePrice: number;
  purchaseLimit: number | null;
  seenPrice: number;
  isGift: boolean;
}

/** Units in a cart. */
export function unitCount(lines: readonly Pick<LineFacts, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Most units a line may hold now: its stock, its purchase limit and what the cart's cap leaves it. */
export function lineMaxQuantity(line: LineFacts, cartUnits: number, cartMax: number): number {
  return Math.min(maxQuantity(line.stock, line.purchaseLimit), cartMax - (cartUnits - line.quantity));
}

/** What moved since the shopper added the line: its price, or its stock below the quantity. */
export function lineChange(line: LineFacts): LineChange | null {
  const change: LineChange = {};
  if (line.salePrice !== line.seenPrice) change.Price = { From: line.seenPrice, To: line.salePrice };
  if (line.stock <= 0) change.Stock = 'out';
  else if (line.stock < line.quantity) change.Stock = 'less';
  return change.Price || change.Stock ? change : null;
}

/** The line's stock state as the catalogue names it. */
export const lineStockState = (line: Pick<LineFacts, 'stock'>) => stockState(line.stock);

/** Gift units in the cart: two or more may be packed separately (IsSuitableForMultipleGiftPackage). */
export function giftPackaging(lines: readonly Pick<LineFacts, 'quantity' | 'isGift'>[]): { hasGift: boolean; canPackSeparately: boolean } {
  const giftUnits = lines.filter((line) => line.isGift).reduce((sum, line) => sum + line.quantity, 0);
  return { hasGift: giftUnits > 0, canPackSeparately: giftUnits > 1 };
}

/** Why a line cannot hold a quantity, in the catalogue's words. */
export type QuantityRefusal = 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK' | 'PURCHASE_LIMIT_EXCEEDED' | 'MAX_ITEMS_PER_CART';

/**
 * Whether a line may go from `current` to `wanted` units, `otherUnits` being the rest of the cart:
 * stock first, then the purchase limit, then the cart's cap. A decrease is never refused by the
 * limit or the cap (they may have tightened since), only by stock it would still exceed.
 */
export function quantityRefusal(
  line: Pick<LineFacts, 'stock' | 'purchaseLimit'>,
  current: number,
  wanted: number,
  otherUnits: number,
  cartMax: number,
): QuantityRefusal | null {
  if (line.stock <= 0) return 'OUT_OF_STOCK';
  if (wanted > line.stock) return 'NOT_ENOUGH_STOCK';
  if (wanted <= current) return null;
  if (line.purchaseLimit != null && wanted > line.purchaseLimit) return 'PURCHASE_LIMIT_EXCEEDED';
  if (otherUnits + wanted > cartMax) return 'MAX_ITEMS_PER_CART';
  return null;
}

/** The most a merged line may hold: the sum, capped by stock, limit and the cart's room, never below what it had. */
export function mergedQuantity(
  line: Pick<LineFacts, 'stock' | 'purchaseLimit'>,
  had: number,
  adding: number,
  otherUnits: number,
  cartMax: number,
): number {
  const cap = Math.min(maxQuantity(line.stock, line.purchaseLimit), cartMax - otherUnits);
  return Math.max(had, Math.min(had + adding, cap));
}
