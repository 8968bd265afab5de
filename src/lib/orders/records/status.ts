import { ORDER_STATUS, type OrderStatus } from './schema';

/** An order row's status as the contract names it; a value the contract does not know is a fault, not a guess. */
export function statusOf(value: string): OrderStatus {
  const known = ORDER_STATUS.find((status) => status === value);
  if (!known) throw new Error(`unknown order status ${value}`);
  return known;
}
