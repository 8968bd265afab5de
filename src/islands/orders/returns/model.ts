import type { Address } from '@lib/account';
import type { ReturnableItem, ReturnReason, ShippingPreference } from '@lib/orders/returns/reasons';

// The island's state: what the shopper chose for each item and how the parcel goes back.

/** A reason as the reasons call answers it (with its text). */
export type Reason = ReturnReason & { Text: string };

/** One item's choices. */
export interface Choice {
  selected: boolean;
  reasonId: number | null;
  description: string;
  condition: string;
  photoIds: string[];
  /** Bumped when the reason changes, so the photo picker starts empty again. */
  round: number;
}

/** How the parcel goes back. */
export interface Shipping {
  preference: ShippingPreference | null;
  company: string | null;
  date: string | null;
  /** A home pickup's saved address the shopper chose (null: the default, see pickupAddressId). */
  addressId: number | null;
}

/** Where a home pickup may collect from: the order's delivery address when in the area (its lines), and the saved ones. */
export interface PickupPlaces {
  orderAddress: string | null;
  addresses: Address[];
}

/**
 * The saved address a home pickup collects from: the one chosen, else none (the order's delivery
 * address) when that is in the area, else the first saved address in the area.
 */
export function pickupAddressId(shipping: Shipping, places: PickupPlaces): number | null {
  if (shipping.addressId !== null) return shipping.addressId;
  if (places.orderAddress) return null;
  return places.addresses.find((address) => address.isSuitableReturnFromHome)?.ID ?? null;
}

/** A fresh choice for an item (preselected when it is the only returnable one). */
export const freshChoice = (item: ReturnableItem): Choice => ({
  selected: item.IsSelected,
  reasonId: null,
  description: '',
  condition: '',
  photoIds: [],
  round: 0,
});

/** A changed reason clears the item's explanation and photos (they belonged to the old reason). */
export const withReason = (choice: Choice, reasonId: number | null): Choice => ({
  ...choice,
  reasonId,
  description: '',
  photoIds: [],
  round: choice.round + 1,
});

/** The first problem with an item's choices (an i18n key), or null when it may go back. */
export function choiceProblem(item: ReturnableItem, choice: Choice, reasons: readonly Reason[]): string | null {
  const reason = reasons.find((r) => r.ReasonId === choice.reasonId);
  if (!reason) return 'returns:items.reasonMissing';
  if (reason.NeedsExplanation && !choice.description.trim()) return 'returns:errors.noteRequired';
  if (reason.NeedsPhotos && choice.photoIds.length === 0) return 'returns:errors.photosRequired';
  if (item.IsSecondHand && !choice.condition) return 'returns:items.conditionMissing';
  return null;
}
