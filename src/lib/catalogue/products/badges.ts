// The badges a product card wears and the stock hints of the size picker, as pure rules so the
// listing, the rows and the product page agree and a unit test pins every threshold.

/**
 * "New": among the newest this many listed products. The catalogue keeps no arrival date, and ids
 * are given in the order products are listed, so the newest ids are the newest arrivals.
 */
export const NEW_ARRIVALS = 48;

/** "Last items": a product with this many pieces or fewer left over all its colours and sizes. */
export const LAST_ITEMS = 5;

/** "Last 2": a size with this many pieces or fewer left gets the hint beside it. */
export const LAST_FEW_IN_SIZE = 2;

export type CardBadge = 'new' | 'sameDay' | 'lastItems';

/** Whether a product is among the newest arrivals, given the newest listed product's id. */
export function isNewArrival(id: number, newestId: number): boolean {
  return id <= newestId && newestId - id < NEW_ARRIVALS;
}

/** Whether a product's whole stock is down to its last few pieces (sold out is not "last items"). */
export function isLastItems(totalStock: number): boolean {
  return totalStock > 0 && totalStock <= LAST_ITEMS;
}

/** The badges of a card, at most two, in the order a shopper cares about them. */
export function cardBadges(p: { id: number; stock: number; sameDayCargo: boolean }, newestId: number): CardBadge[] {
  const badges: CardBadge[] = [];
  if (isLastItems(p.stock)) badges.push('lastItems');
  if (isNewArrival(p.id, newestId)) badges.push('new');
  if (p.sameDayCargo && p.stock > 0) badges.push('sameDay');
  return badges.slice(0, 2);
}

/** A size's hint in the picker: sold out, its last pieces (how many), or nothing to say. */
export function sizeHint(stock: number): { kind: 'out' } | { kind: 'last'; count: number } | undefined {
  if (stock <= 0) return { kind: 'out' };
  return stock <= LAST_FEW_IN_SIZE ? { kind: 'last', count: stock } : undefined;
}
