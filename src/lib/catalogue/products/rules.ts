// Pure catalogue rules, shared by the server, the seed and the product island.
import { LAST_FEW_IN_SIZE } from './badges';

/** Folds Turkish and accented letters to plain lower-case ASCII, so "Çanta" finds "canta". */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replaceAll('ı', 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a text, folded; punctuation splits words. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A URL slug: folded words joined by hyphens. */
export function slugify(text: string): string {
  return words(text).join('-');
}

export type StockState = 'in' | 'low' | 'out';

/** Whether a size (or colour) is in stock, down to its last pieces (LAST_FEW_IN_SIZE), or sold out. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= LAST_FEW_IN_SIZE ? 'low' : 'in';
}

/**
 * Whole percent off the list price, rounded down: the badge never promises more than the shopper
 * saves (39.9% off shows "39%"). 0 when not discounted.
 */
export function discountPercent(listPrice: number, salePrice: number): number {
  if (listPrice <= 0 || salePrice >= listPrice) return 0;
  return Math.floor(((listPrice - salePrice) * 100) / listPrice);
}

/** Most pieces of a variant one may add: its stock, capped by the purchase limit. */
export function maxQuantity(stock: number, purchaseLimit: number | null): number {
  return Math.max(0, purchaseLimit == null ? stock : Math.min(stock, purchaseLimit));
}

/** The size the catalogue gives a piece that comes in one size only. */
export const ONE_SIZE = 'STD';

/** A size as the shopper reads it: the one-size piece's in their words ("Tek beden"), any other as it is. */
export function sizeLabel(size: string, oneSize: string): string {
  return size === ONE_SIZE ? oneSize : size;
}

export interface VariantOption {
  id: number;
  size: string;
  stock: number;
}

export type ChoiceError = 'colourOutOfStock' | 'sizeRequired' | 'outOfStock' | 'overLimit';

/**
 * Checks a shopper's choice before it goes to the cart: the colour (whose sizes are `options`)
 * must have stock at all, a size must be chosen, it must be in stock, and the quantity within
 * stock and the purchase limit. A sold-out colour is told as such, not as a sold-out size.
 */
export function checkChoice(
  options: readonly VariantOption[],
  variantId: number | undefined,
  quantity: number,
  purchaseLimit: number | null,
): { ok: true; variant: VariantOption } | { ok: false; error: ChoiceError } {
  if (options.every((option) => option.stock <= 0)) return { ok: false, error: 'colourOutOfStock' };
  const variant = options.find((option) => option.id === variantId);
  if (!variant) return { ok: false, error: 'sizeRequired' };
  if (variant.stock <= 0) return { ok: false, error: 'outOfStock' };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity(variant.stock, purchaseLimit))
    return { ok: false, error: 'overLimit' };
  return { ok: true, variant };
}

/** A product's address segment: readable words, then its id, which alone identifies it. */
export function productSlug(id: number, brand: string, name: string): string {
  return `${slugify(`${brand} ${name}`)}-${id}`;
}

/** The product id at the end of a product slug, or undefined. */
export function productIdOf(slug: string): number | undefined {
  const match = /-(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : undefined;
}
