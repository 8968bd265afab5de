import { and, eq, sql } from 'drizzle-orm';
import { type Tx, cartLines, carts } from '@lib/bag/index.server';
import { db } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { newOrderNumber } from '../records/number.server';
import { type StockLine, takeStock } from './stock.server';
import { orderAddresses, orderLines, orderPayments, orders } from '../records/tables.server';

// The first of an order's three transactions (reserve → authorise → finalise): with the cart's row
// locked, it finds an earlier order of the same owner and key, or takes the stock and writes the
// whole order, payment_pending. Nothing outside the database happens inside it. While an order of
// the cart is payment_pending the cart's lines are that order's: another checkout of the cart (a
// second tab, a key per click) is CHECKOUT_IN_PROGRESS, and once the order is paid its lines are
// gone (CART_EMPTY). A failed order (declined, 3-D given up, swept) frees the cart for a new try.

/** Everything an order row set needs, decided before its transaction (prices, delivery, contact). */
export interface PreparedOrder {
  order: Omit<typeof orders.$inferInsert, 'id' | 'number'>;
  lines: (Omit<typeof orderLines.$inferInsert, 'orderId'> & StockLine)[];
  addresses: Omit<typeof orderAddresses.$inferInsert, 'orderId'>[];
  /** One row per instrument: the stored-value ones, then the rail's for the rest (none when they pay it all). */
  payments: Omit<typeof orderPayments.$inferInsert, 'orderId'>[];
  cartId: number;
}

/** What the reservation found or made. */
export type Reservation = { kind: 'existing'; orderId: number } | { kind: 'reserved'; orderId: number; number: string };

/** The cart changed between pricing and its lock: the caller prices it again. */
export class CartMoved extends Error {}

async function existingOrder(tx: Tx, owner: string, key: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.owner, owner), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** Whether the cart still holds exactly the priced lines. */
async function sameLines(tx: Tx, cartId: number, lines: readonly StockLine[]): Promise<boolean> {
  const rows = await tx
    .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  const priced = new Map(lines.map((line) => [line.variantId, line.quantity]));
  return rows.length === priced.size && rows.every((row) => priced.get(row.variantId) === row.quantity);
}

const constraintOf = (error: unknown) => String((error as { cause?: { constraint?: string } })?.cause?.constraint ?? error);
const isKeyConflict = (error: unknown) => constraintOf(error).includes('orders_owner_key_idx');
/** The unique index of one pending order per cart: the lock's check held it already, this is its backstop. */
const isCartPending = (error: unknown) => constraintOf(error).includes('orders_cart_pending_idx');

/** Whether an order of the cart is being paid. */
async function cartPending(tx: Tx, cartId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'payment_pending')));
  return row !== undefined;
}

async function reserveIn(tx: Tx, prepared: PreparedOrder, at: Date): Promise<Reservation> {
  const locked = await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, prepared.cartId)).returning({ id: carts.id });
  const { owner, idempotencyKey } = prepared.order;
  const earlier = await existingOrder(tx, owner, idempotencyKey);
  if (earlier !== undefined) return { kind: 'existing', orderId: earlier };
  if (locked.length === 0) throw new DomainError('CART_EMPTY');
  if (await cartPending(tx, prepared.cartId)) throw new DomainError('CHECKOUT_IN_PROGRESS');
  if (!(await sameLines(tx, prepared.cartId, prepared.lines))) throw new CartMoved();
  const number = newOrderNumber(at);
  const [order] = await tx
    .insert(orders)
    .values({ ...prepared.order, number })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await takeStock(tx, orderId, prepared.lines);
  await tx.insert(orderLines).values(prepared.lines.map(({ quantity, ...line }) => ({ ...line, quantity, orderId })));
  await tx.insert(orderAddresses).values(prepared.addresses.map((address) => ({ ...address, orderId })));
  if (prepared.payments.length > 0) await tx.insert(orderPayments).values(prepared.payments.map((payment) => ({ ...payment, orderId })));
  return { kind: 'reserved', orderId, number };
}

/**
 * Reserves an order in one transaction; the same owner and key found answers the earlier order. A
 * parallel first submission that won the key's unique index is found the same way; a cart with an
 * order being paid is CHECKOUT_IN_PROGRESS.
 */
export async function reserveOrder(prepared: PreparedOrder, at: Date): Promise<Reservation> {
  try {
    return await (await db()).transaction((tx) => reserveIn(tx, prepared, at));
  } catch (error) {
    if (isCartPending(error)) throw new DomainError('CHECKOUT_IN_PROGRESS');
    if (!isKeyConflict(error)) throw error;
    const [row] = await (await db())
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.owner, prepared.order.owner), eq(orders.idempotencyKey, prepared.order.idempotencyKey)));
    if (!row) throw error;
    return { kind: 'existing', orderId: row.id };
  }
}
