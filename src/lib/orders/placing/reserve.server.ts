import { and, eq } from 'drizzle-orm';
import { cartHoldsExactly, lockCart } from '@lib/bag/index.server';
import { db, type Tx } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { newOrderNumber } from '../records/number.server';
import { type StockLine, takeStock } from './stock.server';
import { orderAddresses, orderLines, orderPayments, orders } from '../records/tables.server';

// Step 2 of placing an order, one transaction with the cart's row locked: the idempotency key is
// checked here and nowhere else (a repeat, however parallel, queues on the lock and finds the first
// order), then the stock is taken and the whole order written, payment_pending. Nothing outside the
// database happens inside it. While an order of the cart is payment_pending the cart's lines are
// that order's: another checkout of the cart (a second tab, a key per click) is CHECKOUT_IN_PROGRESS,
// unless that order only waits on a bank's page (then it is given up first, as if the page were
// closed). Once paid, its lines are gone (CART_EMPTY); a failed order frees the cart for a new try.

/** Everything an order row set needs, decided before its transaction (prices, delivery, contact). */
export interface PreparedOrder {
  order: Omit<typeof orders.$inferInsert, 'id' | 'number'>;
  lines: (Omit<typeof orderLines.$inferInsert, 'orderId'> & StockLine)[];
  addresses: Omit<typeof orderAddresses.$inferInsert, 'orderId'>[];
  /** One row per instrument: the stored-value ones, then the rail's for the rest (none when they pay it all). */
  payments: Omit<typeof orderPayments.$inferInsert, 'orderId'>[];
  cartId: number;
}

/** Whose checkout this is, and what pricing made of it: the order's rows, or the refusal it met. */
export interface ReserveRequest {
  owner: string;
  key: string;
  cartId: number | null;
  priced: PreparedOrder | DomainError;
}

/** What the reservation found or made. */
export type Reservation =
  /** The key's earlier order: its answer is the answer. */
  | { kind: 'existing'; orderId: number }
  | { kind: 'reserved'; orderId: number; number: string }
  /** The cart's earlier order waits on a bank's page: give it up, then price and reserve again. */
  | { kind: 'waiting'; orderId: number }
  /** The cart changed between pricing and its lock: price it again. */
  | { kind: 'moved' };

async function orderOfKey(tx: Tx, owner: string, key: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.owner, owner), eq(orders.idempotencyKey, key)));
  return row?.id;
}

async function pendingOfCart(tx: Tx, cartId: number) {
  const [row] = await tx
    .select({ id: orders.id, answer: orders.answer })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'payment_pending')));
  return row;
}

async function reserveIn(tx: Tx, request: ReserveRequest, at: Date): Promise<Reservation> {
  const locked = request.cartId != null && (await lockCart(tx, request.cartId));
  const earlier = await orderOfKey(tx, request.owner, request.key);
  if (earlier !== undefined) return { kind: 'existing', orderId: earlier };
  const pending = locked ? await pendingOfCart(tx, request.cartId!) : undefined;
  if (pending) {
    if (pending.answer) return { kind: 'waiting', orderId: pending.id };
    throw new DomainError('CHECKOUT_IN_PROGRESS');
  }
  const prepared = request.priced;
  if (prepared instanceof DomainError) throw prepared;
  if (!locked || prepared.cartId !== request.cartId) throw new DomainError('CART_EMPTY');
  if (!(await cartHoldsExactly(tx, prepared.cartId, prepared.lines))) return { kind: 'moved' };
  const number = newOrderNumber(at);
  const [order] = await tx
    .insert(orders)
    .values({ ...prepared.order, number })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await takeStock(tx, orderId, prepared.lines);
  await tx.insert(orderLines).values(prepared.lines.map((line) => ({ ...line, orderId })));
  await tx.insert(orderAddresses).values(prepared.addresses.map((address) => ({ ...address, orderId })));
  if (prepared.payments.length > 0) await tx.insert(orderPayments).values(prepared.payments.map((payment) => ({ ...payment, orderId })));
  return { kind: 'reserved', orderId, number };
}

/** The unique indexes behind the lock's checks (one order per owner and key, one pending order per cart). */
const isBackstop = (error: unknown) =>
  /orders_(owner_key|cart_pending)_idx/.test(String((error as { cause?: { constraint?: string } })?.cause?.constraint ?? error));

/** Reserves an order in one transaction (see above); the indexes' backstop answers CHECKOUT_IN_PROGRESS. */
export async function reserve(request: ReserveRequest, at: Date): Promise<Reservation> {
  try {
    return await (await db()).transaction((tx) => reserveIn(tx, request, at));
  } catch (error) {
    if (isBackstop(error)) throw new DomainError('CHECKOUT_IN_PROGRESS');
    throw error;
  }
}
