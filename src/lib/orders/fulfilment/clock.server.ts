import { and, eq, exists, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { now, db, logger } from '@lib/platform/index.server';
import type { ItemStatus } from '@lib/orders/records/items';
import { moveItems } from '@lib/orders/records/items.server';
import { orderLines, orders } from '@lib/orders/records/tables.server';
import { sendPendingRefunds } from '@lib/orders/refunds/refund.server';
import { arriveReturn, handOverReturn, lapseReturn, openReturnsOf } from './returns.server';
import { destinationOf, scan, shipOrder } from './shipping.server';
import { LARGE_VOLUME_PICKUP_AFTER, RETURN_TRANSIT, STEP_AFTER } from './timing';

// The fulfilment sandbox follows the store's clock: an order read (list, detail, tracking) is caught
// up first, and a timer catches up the rest. Each step is recorded at the time it fell due, so an
// order unseen for days shows the days it really took. Which orders have anything due is one read
// for a whole page of orders (most have nothing due): only those are then caught up, one by one.

const MINUTE = 60_000;
const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

/** A line waiting in `from` whose wait is over at `at`. */
const dueIn = (from: keyof typeof STEP_AFTER, at: Date): SQL =>
  and(eq(orderLines.status, from), lte(orderLines.statusAt, new Date(at.getTime() - STEP_AFTER[from] * MINUTE))) as SQL;

/** Moves the items in `from` whose wait is over to `to`, each at its due time; answers whether any moved. */
async function stepDue(orderId: number, from: keyof typeof STEP_AFTER, to: ItemStatus, at: Date): Promise<boolean> {
  const due = await (await db())
    .select({ id: orderLines.id, since: orderLines.statusAt })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), dueIn(from, at)));
  if (due.length === 0) return false;
  const when = after(due.reduce((a, b) => (a.since > b.since ? a : b)).since, STEP_AFTER[from]);
  if (to === 'shipped') return (await shipOrder(orderId, when)) > 0;
  const moved = await moveItems({ orderId, lineIds: due.map((d) => d.id), from: [from], to, at: when });
  if (moved.length > 0) {
    const place = await destinationOf(await db(), orderId);
    if (to === 'out_for_delivery') await scan(await db(), orderId, 'delivery', 'out_for_delivery', place, when);
    if (to === 'delivered') await scan(await db(), orderId, 'delivery', 'delivered', place, when);
  }
  return moved.length > 0;
}

/** Moves an order's returns on: collected on their day, arrived after transit, lapsed after their code's expiry. */
async function catchUpReturns(orderId: number, at: Date): Promise<void> {
  for (const request of await openReturnsOf(orderId)) {
    const statuses = await (await db())
      .select({ status: orderLines.status, since: orderLines.statusAt })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const inTransit = statuses.filter((s) => s.status === 'return_in_transit');
    if (inTransit.length > 0 && inTransit.every((s) => after(s.since, RETURN_TRANSIT) <= at)) {
      await arriveReturn(request, at);
      continue;
    }
    const collected =
      (request.shippingPreference === 'home_pickup' && request.pickupDate != null && request.pickupDate <= at.toISOString().slice(0, 10)) ||
      (request.shippingPreference === 'large_volume' && after(request.createdAt, LARGE_VOLUME_PICKUP_AFTER) <= at);
    if (collected) await handOverReturn(request, at);
    else if (request.returnCodeExpiresAt && request.returnCodeExpiresAt <= at) await lapseReturn(request, at);
  }
}

/** Orders the timer catches up at a time. */
const BATCH = 100;

const STEPS = [
  ['received', 'preparing'],
  ['preparing', 'shipped'],
  ['shipped', 'out_for_delivery'],
  ['out_for_delivery', 'delivered'],
] as const;

/** Brings a paid order with something due up to the store's clock; safe to call in parallel. */
async function catchUpDue(orderId: number, at: Date): Promise<void> {
  // Each pass moves every item one step at most; an order unseen for a week needs several.
  for (let pass = 0; pass < STEPS.length; pass += 1) {
    let moved = false;
    for (const [from, to] of STEPS) moved = (await stepDue(orderId, from, to, at)) || moved;
    if (!moved) break;
  }
  await catchUpReturns(orderId, at);
}

/**
 * Paid orders with a delivery step due or a return open (whose own steps catchUpReturns weighs),
 * in one statement: of the orders named, or else the first BATCH of all.
 */
async function dueOrders(at: Date, orderIds?: readonly number[]): Promise<number[]> {
  const stepOver = exists(
    sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${or(...STEPS.map(([from]) => dueIn(from, at)))})`,
  );
  const returnOpen = exists(
    sql`(select 1 from ${afterSalesRequests} where ${afterSalesRequests.orderId} = ${orders.id} and ${afterSalesRequests.kind} = 'return' and ${afterSalesRequests.status} = 'open')`,
  );
  const rows = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .where(and(...(orderIds ? [inArray(orders.id, [...orderIds])] : []), eq(orders.status, 'received'), or(stepOver, returnOpen)))
    .orderBy(orders.id)
    .limit(orderIds?.length ?? BATCH);
  return rows.map((row) => row.id);
}

/**
 * Brings paid orders' items and returns up to the store's clock: one read finds those with anything
 * due, and only they are moved on. Answers how many were; safe to call in parallel.
 */
export async function catchUpOrders(orderIds: readonly number[]): Promise<number> {
  startSweep();
  if (orderIds.length === 0) return 0;
  const at = now();
  const due = await dueOrders(at, orderIds);
  for (const id of due) await catchUpDue(id, at);
  return due.length;
}

const SWEEP_EVERY_MS = 60_000;
let timer: ReturnType<typeof setInterval> | undefined;

/** Catches up orders with anything due, and sends refunds a stopped process left pending. */
async function sweepFulfilment(): Promise<void> {
  const at = now();
  for (const id of await dueOrders(at)) await catchUpDue(id, at);
  await sendPendingRefunds();
}

function startSweep(): void {
  if (timer) return;
  timer = setInterval(() => {
    sweepFulfilment().catch((error: unknown) => logger.error({ err: error }, 'fulfilment sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
}
