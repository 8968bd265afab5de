import type { ItemStatus } from '@lib/orders';

// Which of a member's orders stop the account from being deleted (docs/behaviour/accounts.md#deleting-the-account, KVKK):
// an order still on its way, or money still owed back. Both are the store's duties to the member,
// and both need the member's contacts to finish, so the member is told why and asked to wait.

/** What the deletion needs to know of one order: its status and its items' states. */
export interface OrderStanding {
  status: string;
  items: readonly ItemStatus[];
}

const ON_ITS_WAY: readonly ItemStatus[] = ['received', 'preparing', 'shipped', 'out_for_delivery'];
const REFUND_DUE: readonly ItemStatus[] = ['return_requested', 'return_in_transit', 'returned'];

/**
 * The error that blocks deleting the account, or null: S100 while an order is being paid for or
 * delivered, S101 while a return or refund is pending (an open refund counts too).
 */
export function deletionBlocker(orders: readonly OrderStanding[], openRefunds: number): 'S100' | 'S101' | null {
  const paid = orders.filter((order) => order.status !== 'failed');
  if (paid.some((order) => order.status === 'payment_pending' || order.items.some((item) => ON_ITS_WAY.includes(item)))) return 'S100';
  if (openRefunds > 0 || paid.some((order) => order.items.some((item) => REFUND_DUE.includes(item)))) return 'S101';
  return null;
}

/** What an erased member's orders keep of them: an owner no one is (the order id follows), no name, no contacts. */
export const ERASED = { owner: 'x:erased:', name: '', contact: '' } as const;
