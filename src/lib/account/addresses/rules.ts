import { INVOICE, MAX_ADDRESSES, type Address, type AddressInput } from './schema';

/** Whether another address may be added. */
export const canAddAddress = (count: number) => count < MAX_ADDRESSES;

/**
 * Billing is individual (citizen id) or corporate (company, tax number and office), never both:
 * the fields of the other kind are cleared.
 */
export function billingFields(input: Pick<AddressInput, 'InvoiceType' | 'CitizenID' | 'CorporateName' | 'TaxNo' | 'TaxOffice'>) {
  if (input.InvoiceType === INVOICE.corporate) {
    return {
      invoiceType: INVOICE.corporate,
      citizenId: null,
      corporateName: input.CorporateName.trim(),
      taxNo: input.TaxNo.trim(),
      taxOffice: input.TaxOffice.trim(),
    };
  }
  return { invoiceType: INVOICE.individual, citizenId: input.CitizenID.trim(), corporateName: null, taxNo: null, taxOffice: null };
}

/** Which addresses a checkout or the address book has chosen; 0 means none. */
export interface Selection {
  shippingId: number;
  billingId: number;
  billingFollowsShipping: boolean;
}

/** After a save: the saved address is the shipping one, and the billing one too when it follows. */
export function selectionAfterSave(selection: Selection, savedId: number): Selection {
  return { ...selection, shippingId: savedId, billingId: selection.billingFollowsShipping ? savedId : selection.billingId };
}

/** With a single address, it is selected. */
export function autoSelect(list: readonly Address[], selection: Selection): Selection {
  if (list.length !== 1) return selection;
  const only = list[0]!.ID;
  return {
    ...selection,
    shippingId: only,
    billingId: selection.billingFollowsShipping || !selection.billingId ? only : selection.billingId,
  };
}

/** Deleting resets the shipping and billing ids to 0. */
export const selectionAfterDelete = (selection: Selection): Selection => ({ ...selection, shippingId: 0, billingId: 0 });

/** In edit mode, when no address is a favourite, the edited address moves to the top. */
export function orderAfterEdit(list: readonly Address[], editedId: number): Address[] {
  if (list.some((a) => a.IsFavorite)) return [...list];
  const edited = list.find((a) => a.ID === editedId);
  return edited ? [edited, ...list.filter((a) => a.ID !== editedId)] : [...list];
}

/** The passive cities' names, for the warning that lists where shipping is unavailable. */
export const passiveNames = (cities: readonly { Text: string; IsActive: boolean }[]) =>
  cities.filter((c) => !c.IsActive).map((c) => c.Text);
