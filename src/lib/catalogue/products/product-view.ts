import { ONE_SIZE } from './vocab';
import { stockState, type StockState, type VariantOption } from './rules';

interface VariantLike {
  id: number;
  colour: string;
  size: string;
  stock: number;
}

/** The colour a product page opens on: the first that can be bought, or the first when none can. */
export function openingColour(variants: readonly VariantLike[], colours: readonly string[]): string {
  return colours.find((c) => colourInStock(variants, c)) ?? colours[0] ?? '';
}

/** Whether any size of a colour can be bought. */
export function colourInStock(variants: readonly VariantLike[], colour: string): boolean {
  return variants.some((v) => v.colour === colour && v.stock > 0);
}

/**
 * What the product page shows for one colour: its sizes and the colour's overall stock state. The
 * colour asked for in the address (a listing's colour filter, a swatch), else the opening colour.
 */
export function colourView(variants: readonly VariantLike[], colours: readonly string[], wanted: string | null) {
  const colour = wanted && colours.includes(wanted) ? wanted : openingColour(variants, colours);
  const options: VariantOption[] = variants.filter((v) => v.colour === colour).map(({ id, size, stock }) => ({ id, size, stock }));
  const total = options.reduce((sum, o) => sum + o.stock, 0);
  const oneSize = options.length === 1 && (options[0]!.size === ONE_SIZE || !options[0]!.size);
  const state: StockState = stockState(total);
  return { colour, options, total, oneSize, state };
}

/** The delivery note a product gets: same-day cargo, the marketplace seller's own shipping, or the store's. */
export function deliveryKey(p: { sameDayCargo: boolean; sellerType: number }): string {
  if (p.sameDayCargo) return 'catalog:delivery.sameDay';
  return p.sellerType > 1 ? 'catalog:delivery.marketplace' : 'catalog:delivery.standard';
}
