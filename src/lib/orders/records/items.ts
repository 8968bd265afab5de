// The states an ordered item moves through after payment, and what each allows the shopper to do.
// Pure and client-safe: the order pages, the after-sales endpoints and the fulfilment sandbox all
// decide with these functions, so a button is never offered that the server then refuses.

/** An order item's own state (order_lines.status), in the order a parcel lives it. */
export const ITEM_STATUS = [
  'received',
  'preparing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_requested',
  'return_in_transit',
  'returned',
  'refunded',
] as const;
export type ItemStatus = (typeof ITEM_STATUS)[number];

/** The forward path of a parcel, each state following the one before. */
const DELIVERY_PATH = ['received', 'preparing', 'shipped', 'out_for_delivery', 'delivered'] as const satisfies readonly ItemStatus[];

/** The path of a returned item from the request to the money back. */
const RETURN_PATH = ['return_requested', 'return_in_transit', 'returned', 'refunded'] as const satisfies readonly ItemStatus[];

/** Items not yet handed to the cargo company: these may be cancelled, and their address changed. */
export const CANCELLABLE: readonly ItemStatus[] = ['received', 'preparing'];

/** How long after delivery an item may be returned (the store's promise on its return pages). */
export const RETURN_WINDOW_DAYS = 30;

/** How long a return code is good at the cargo branch: not handed over by then, the return lapses. */
export const RETURN_CODE_DAYS = 7;

/** How long a guest's tracking grant lets them see and act on one order. */
export const GUEST_GRANT_MINUTES = 60;

/** The order list's tabs (all, ongoing, cancelled, returned). */
export const ORDER_TABS = ['all', 'ongoing', 'cancelled', 'returned'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const ONGOING: readonly ItemStatus[] = ['received', 'preparing', 'shipped', 'out_for_delivery'];
const RETURNING: readonly ItemStatus[] = ['return_requested', 'return_in_transit', 'returned', 'refunded'];

/** Whether an order with items in these states belongs in a tab. */
export function inTab(tab: OrderTab, statuses: readonly ItemStatus[]): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'ongoing':
      return statuses.some((s) => ONGOING.includes(s));
    case 'cancelled':
      return statuses.some((s) => s === 'cancelled');
    case 'returned':
      return statuses.some((s) => RETURNING.includes(s));
  }
}

/** The item states each tab lists (for a query: an order is in the tab when any item is). */
export function tabStatuses(tab: Exclude<OrderTab, 'all'>): readonly ItemStatus[] {
  return tab === 'ongoing' ? ONGOING : tab === 'cancelled' ? ['cancelled'] : RETURNING;
}

/** Whether an item may still be cancelled. */
export function isCancellable(status: ItemStatus): boolean {
  return CANCELLABLE.includes(status);
}

/** Whether a delivered item is still inside the return window at `at`. */
export function isReturnable(status: ItemStatus, deliveredAt: Date | null, at: Date): boolean {
  if (status !== 'delivered' || !deliveredAt) return false;
  return at.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * 86_400_000;
}

/** Whether an order's delivery address may still change: paid, and no item handed to the cargo company. */
export function isAddressChangeable(statuses: readonly ItemStatus[]): boolean {
  return (
    statuses.length > 0 &&
    statuses.some((s) => CANCELLABLE.includes(s)) &&
    statuses.every((s) => CANCELLABLE.includes(s) || s === 'cancelled')
  );
}

/** The actions an item's state allows, as the order detail offers them. */
export interface ItemActions {
  CanCancel: boolean;
  CanReturn: boolean;
  /** A return request not yet handed to the cargo company may be withdrawn. */
  CanCancelReturn: boolean;
}

/** What the shopper may do with one item now. */
export function itemActions(status: ItemStatus, deliveredAt: Date | null, at: Date): ItemActions {
  return {
    CanCancel: isCancellable(status),
    CanReturn: isReturnable(status, deliveredAt, at),
    CanCancelReturn: status === 'return_requested',
  };
}

/** The state after `status` on its path, or null at the end (the fulfilment sandbox's next step). */
export function nextStatus(status: ItemStatus): ItemStatus | null {
  for (const path of [DELIVERY_PATH, RETURN_PATH] as readonly (readonly ItemStatus[])[]) {
    const at = path.indexOf(status);
    if (at >= 0) return path[at + 1] ?? null;
  }
  return null;
}

/** The fields of an order line the promotion rule reads. */
export interface PromotionLine {
  id: number;
  productId: number;
  /** Set on a promotion product: the product it came with. */
  mainProductId: number | null;
}

/**
 * The lines a cancel or return takes: the chosen ones plus the promotion products that came with a
 * chosen main product. A promotion product chosen without its main product answers 'alone'.
 */
export function withPromotions(lines: readonly PromotionLine[], chosen: readonly number[]): number[] | 'alone' {
  const picked = new Set(chosen);
  const mainOf = (line: PromotionLine) => lines.find((l) => l.mainProductId == null && l.productId === line.mainProductId);
  for (const line of lines) {
    if (line.mainProductId == null || !picked.has(line.id)) continue;
    const main = mainOf(line);
    if (main && !picked.has(main.id)) return 'alone';
  }
  for (const line of lines) {
    const main = line.mainProductId != null ? mainOf(line) : undefined;
    if (main && picked.has(main.id)) picked.add(line.id);
  }
  return lines.filter((l) => picked.has(l.id)).map((l) => l.id);
}
