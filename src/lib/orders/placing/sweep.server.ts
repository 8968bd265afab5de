import { and, eq, lt } from 'drizzle-orm';
import { now, env, db, logger } from '@lib/platform/index.server';
import { BANK_CODES } from '@lib/checkout';
import { railFor } from '@lib/checkout/index.server';
import { settleFailed, settlePaid } from './outcome.server';
import { orderPayments, orders } from '../records/tables.server';
import { railRows } from './tenders.server';

// An order left payment_pending longer than PAYMENT_PENDING_MINUTES (a 3-D page abandoned, a
// process gone between reserve and finalise) holds stock nobody will pay for: it is failed and its
// stock given back. Swept at the start of every placement and by a timer each process starts with
// its first placement; finalising is a conditional UPDATE, so sweeps racing each other or a late
// 3-D return finalise an order once. A payment the bank already approved is kept, not failed.

const SWEEP_EVERY_MS = 60_000;
const BATCH = 50;
let timer: ReturnType<typeof setInterval> | undefined;

/** Fails (or, when the bank approved meanwhile, completes) the pending orders older than the limit. */
export async function sweepStalePending(): Promise<number> {
  const before = new Date(now().getTime() - env().PAYMENT_PENDING_MINUTES * 60_000);
  const stale = await (await db())
    .select({ id: orders.id, ref: orderPayments.providerRef, method: orders.paymentMethodCode })
    .from(orders)
    .leftJoin(orderPayments, railRows(orders.id))
    .where(and(eq(orders.status, 'payment_pending'), lt(orders.createdAt, before)))
    .limit(BATCH);
  for (const { id, ref, method } of stale) {
    const bank = ref ? await railFor(method).cancelPending(ref) : 'cancelled';
    if (bank === 'approved' && ref) await settlePaid(id, { transactionId: ref });
    else await settleFailed(id, BANK_CODES.threeDAbandoned, ref ?? undefined);
  }
  if (!timer) {
    timer = setInterval(() => {
      sweepStalePending().catch((error: unknown) => logger.error({ err: error }, 'pending order sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  }
  return stale.length;
}
