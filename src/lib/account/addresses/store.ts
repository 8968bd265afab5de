import { atom } from 'nanostores';
import { autoSelect, orderAfterEdit, selectionAfterDelete, selectionAfterSave, type Selection } from './rules';
import type { Address } from './schema';

// The address list and the chosen shipping and billing addresses, shared by the address book and,
// later, the checkout's delivery step. The rules of docs/behaviour/addresses.md#the-address-book live in rules.ts.

export const $addresses = atom<Address[]>([]);
const $selection = atom<Selection>({ shippingId: 0, billingId: 0, billingFollowsShipping: true });

/** A freshly loaded list; a single address is selected. */
export function listLoaded(list: Address[]): void {
  $addresses.set(list);
  $selection.set(autoSelect(list, $selection.get()));
}

/** After a save the list is reloaded and the saved address selected; an edit may move it up. */
export function saved(list: Address[], savedId: number, editing: boolean): void {
  listLoaded(editing ? orderAfterEdit(list, savedId) : list);
  $selection.set(selectionAfterSave($selection.get(), savedId));
}

/** After a delete the selections reset to 0. */
export function deleted(list: Address[]): void {
  $selection.set(selectionAfterDelete($selection.get()));
  listLoaded(list);
}
