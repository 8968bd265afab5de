import { ONE_SIZE } from './vocab';
import { stockState, type StockState, type VariantOption } from './rules';

interface VariantLike {
  id: number;
  colour: string;
  size: string;
  stock: number;
}

/** What the product page shows for one colour: its sizes and the colour's overall stock state. */
export function colourView(variants: readonly VariantLike[], colours: readonly string[], wanted: string | null) {
  const colour = wanted && colours.includes(wanted) ? wanted : (colours[0] ?? '');
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
