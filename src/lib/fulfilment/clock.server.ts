import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { now } from '@lib/clock/clock.server';
import { db } from '@lib/db/client.server';
import { logger } from '@lib/log/logger.server';
import type { ItemStatus } from '@lib/orders/items';
import { moveItems } from '@lib/orders/items.server';
import { orderLines, orders } from '@lib/orders/tables.server';
import { sendPendingRefunds } from '@lib/refunds/refund.server';
import { arriveReturn, handOverReturn, lapseReturn, openReturnsOf } from './returns.server';
import { destinationOf, scan, shipOrder } from './shipping.server';
import { LARGE_VOLUME_PICKUP_AFTER, RETURN_TRANSIT, STEP_AFTER } from './timing';

// The fulfilment sandbox follows the store's clock: an order read (list, detail, tracking) is caught
// up first, and a timer catches up the rest. Each step is recorded at the time it fell due, so an
// order unseen for days shows the days it really took.

const MINUTE = 60_000;
const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

/** Moves the items in `from` whose wait is over to `to`, each at its due time; answers whether any moved. */
async function stepDue(orderId: number, from: keyof typeof STEP_AFTER, to: ItemStatus, at: Date): Promise<boolean> {
  const due = await (await db())
    .select({ id: orderLines.id, since: orderLines.statusAt })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.status, from),
        lte(orderLines.statusAt, new Date(at.getTime() - STEP_AFTER[from] * MINUTE)),
      ),
    );
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

const STEPS = [
  ['received', 'preparing'],
  ['preparing', 'shipped'],
  ['shipped', 'out_for_delivery'],
  ['out_for_delivery', 'delivered'],
] as const;

/** Brings a paid order's items and returns up to the store's clock; safe to call in parallel. */
export async function catchUpOrder(orderId: number): Promise<void> {
  startSweep();
  const [order] = await (await db()).select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'received') return;
  const at = now();
  // Each pass moves every item one step at most; an order unseen for a week needs several.
  for (let pass = 0; pass < STEPS.length; pass += 1) {
    let moved = false;
    for (const [from, to] of STEPS) moved = (await stepDue(orderId, from, to, at)) || moved;
    if (!moved) break;
  }
  await catchUpReturns(orderId, at);
}

const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;
let timer: ReturnType<typeof setInterval> | undefined;

/** Catches up the orders with items still on their way, and sends refunds a stopped process left pending. */
async function sweepFulfilment(): Promise<void> {
  const moving: ItemStatus[] = ['received', 'preparing', 'shipped', 'out_for_delivery', 'return_requested', 'return_in_transit'];
  const rows = await (await db())
    .selectDistinct({ id: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.status, moving), eq(orders.status, 'received')))
    .orderBy(sql`${orderLines.orderId}`)
    .limit(BATCH);
  for (const { id } of rows) await catchUpOrder(id);
  await sendPendingRefunds();
}

function startSweep(): void {
  if (timer) return;
  timer = setInterval(() => {
    sweepFulfilment().catch((error: unknown) => logger.error({ err: error }, 'fulfilment sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
}
