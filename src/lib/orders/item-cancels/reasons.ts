// Why a shopper cancels. Ids are stable (kept on after_sales_items); a retired reason stays with
// IsActive false so past requests still read. Client-safe.

export interface CancelReason {
  Id: number;
  /** Its text: cancel:reasons.<Key>. */
  Key: string;
  IsActive: boolean;
  /** The shopper must say more (non-blank explanation). */
  NeedsDescription: boolean;
}

export const CANCEL_REASONS: readonly CancelReason[] = [
  { Id: 1, Key: 'changedMind', IsActive: true, NeedsDescription: false },
  { Id: 2, Key: 'foundCheaper', IsActive: true, NeedsDescription: false },
  { Id: 3, Key: 'wrongSize', IsActive: true, NeedsDescription: false },
  { Id: 4, Key: 'deliveryTooLong', IsActive: true, NeedsDescription: false },
  { Id: 5, Key: 'orderedByMistake', IsActive: true, NeedsDescription: false },
  { Id: 6, Key: 'paymentChange', IsActive: false, NeedsDescription: false },
  { Id: 9, Key: 'other', IsActive: true, NeedsDescription: true },
];

/** An active reason by id. */
export function activeCancelReason(id: number): CancelReason | undefined {
  return CANCEL_REASONS.find((reason) => reason.Id === id && reason.IsActive);
}
