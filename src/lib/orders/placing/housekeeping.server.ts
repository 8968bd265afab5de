import { and, eq, lt } from 'drizzle-orm';
import { now, env, db, logger, onClockMoved } from '@lib/platform/index.server';
import { orders } from '../records/tables.server';
import { abandon } from './three-d-return.server';

// The undo nobody asks for: an order left payment_pending longer than PAYMENT_PENDING_MINUTES (a
// 3-D page abandoned, a process gone between reserve and settle) holds stock nobody will pay for.
// A timer each process starts with the store abandons it (failed, its stock and stored value back,
// or kept when its bank approved it meanwhile); never a shopper's request. Settling is one
// conditional UPDATE, so sweeps of several processes, or a sweep racing a late 3-D return, settle
// an order once. A moved test clock sweeps at once, as the timer would once the time came.

const SWEEP_EVERY_MS = 60_000;
const BATCH = 50;
let timer: ReturnType<typeof setInterval> | undefined;

/** Abandons the pending orders older than the limit, by the store's clock; how many it found. */
async function sweepStalePending(): Promise<number> {
  const before = new Date(now().getTime() - env().PAYMENT_PENDING_MINUTES * 60_000);
  const stale = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'payment_pending'), lt(orders.createdAt, before)))
    .limit(BATCH);
  for (const { id } of stale) await abandon(id);
  return stale.length;
}

const sweep = () => sweepStalePending().catch((error: unknown) => logger.error({ err: error }, 'pending order sweep failed'));

/** Starts the pending-payment sweep (once per process, with the store). */
export function startPaymentSweep(): void {
  if (timer) return;
  timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  onClockMoved(sweep);
  void sweep();
}

/** Stops the sweep (the store is stopping). */
export function stopPaymentSweep(): void {
  clearInterval(timer);
  timer = undefined;
}
