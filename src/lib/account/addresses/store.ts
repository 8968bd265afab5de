import { atom } from 'nanostores';
import { autoSelect, orderAfterEdit, selectionAfterDelete, selectionAfterSave, type Selection } from './rules';
import type { Address } from './schema';

// The address list and the chosen shipping and billing addresses, shared by the address book and,
// later, the checkout's delivery step. The rules of docs/behaviour/addresses.md#the-address-book live in rules.ts.

export const $addresses = atom<Address[]>([]);
const $selection = atom<Selection>({ shippingId: 0, billingId: 0, billingFollowsShipping: true });

/**
 * How long the loading flag stays once the list has come (docs/behaviour/constants.md#timers): a
 * list read quickly does not flash the loading line away and the cards in within a frame or two.
 */
export const ADDRESS_LOADING_CLEAR_MS = 400;
/** The list is being read: the book says so instead of showing an empty list. */
export const $addressesLoading = atom(false);
let clearing: ReturnType<typeof setTimeout> | undefined;

/** The list is being read. */
export function listLoading(): void {
  clearTimeout(clearing);
  $addressesLoading.set(true);
}

/** A freshly loaded list; a single address is selected; the loading flag clears ADDRESS_LOADING_CLEAR_MS later. */
export function listLoaded(list: Address[]): void {
  if ($addressesLoading.get()) {
    clearTimeout(clearing);
    clearing = setTimeout(() => $addressesLoading.set(false), ADDRESS_LOADING_CLEAR_MS);
  }
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
