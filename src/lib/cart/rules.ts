import { maxQuantity, stockState } from '@lib/catalog/rules';
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
