import type { AddressSnapshot } from './schema';

// Pure rules of the checkout, shared by the islands and the server.

/** The amount difference (kuruş) from which the shopper must confirm a changed total (docs/behaviour/checkout.md#amount-check: 1 TL). */
const AMOUNT_DIFFERENCE_THRESHOLD = 100;
/** Times the client retries "finalise order as failed" after a failed 3-D verification. */
export const FINALIZE_FAILED_RETRIES = 3;

/**
 * Whether a changed total must be confirmed before paying (docs/behaviour/checkout.md#amount-check): a difference of 1 TL
 * or more, unless automatic recalculation is on, or it is the special case of a zero total on one
 * side and at most 1 TL on the other (a free order rounding to the 1 TL test charge).
 */
export function needsAmountConfirmation(previous: number, actual: number, autoRecalculate: boolean): boolean {
  if (autoRecalculate) return false;
  if (Math.abs(previous - actual) < AMOUNT_DIFFERENCE_THRESHOLD) return false;
  const zeroVersusOne = Math.min(previous, actual) === 0 && Math.max(previous, actual) <= AMOUNT_DIFFERENCE_THRESHOLD;
  return !zeroVersusOne;
}

/** Items sold by a marketplace seller (SellerType above 1) cannot be collected in store. */
export const pickupAllowed = (lines: readonly { sellerType: number }[]) => lines.every((line) => line.sellerType <= 1);

/** The billing fields of an address as the invoice type allows (individual: citizen id; corporate: tax number). */
export function billingOnly(address: AddressSnapshot): AddressSnapshot {
  return address.InvoiceType === 1
    ? { ...address, CorporateName: '', TaxNo: '', TaxOffice: '' }
    : { ...address, CitizenID: '', Name: address.CorporateName || address.Name };
}
