import { and, eq } from 'drizzle-orm';
import { enqueue, type MessageData, type Tx } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { orderPagePath } from '@lib/orders/records/mail-lines.server';
import { afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { orders } from '@lib/orders/records/tables.server';
import { cargoCompanies } from '@lib/orders/fulfilment/tables.server';

type Requested = MessageData<'returnRequested'>;

/**
 * Sends a return's instructions by SMS and e-mail in the order's language, written to the outbox
 * in the return's own transaction: the return code and its expiry for a branch return, the day
 * for a home pickup, the company to call or visit otherwise. A withdrawn return is confirmed alike.
 */
export async function tellReturn(tx: Tx, requestId: number, event: 'created' | 'cancelled'): Promise<void> {
  const [row] = await tx
    .select({ request: afterSalesRequests, order: orders, company: cargoCompanies.name })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .leftJoin(cargoCompanies, eq(cargoCompanies.code, afterSalesRequests.cargoCompanyCode))
    .where(and(eq(afterSalesRequests.id, requestId), eq(afterSalesRequests.kind, 'return')));
  if (!row) return;
  const { request, order } = row;
  const orderPath = orderPagePath(order);
  const recipients = [
    { channel: 'sms' as const, to: order.phone },
    { channel: 'email' as const, to: order.email },
  ];
  const lang = order.lang as Lang;
  if (event === 'cancelled') {
    await enqueue(
      tx,
      ...recipients.map((r) => ({ ...r, lang, kind: 'returnCancelled' as const, data: { number: order.number, orderPath } })),
    );
    return;
  }
  const data: Requested = {
    number: order.number,
    method: (request.shippingPreference ?? 'cargo_branch') as Requested['method'],
    company: row.company ?? request.cargoCompanyCode ?? '',
    ...(request.returnCode ? { code: request.returnCode } : {}),
    ...(request.returnCodeExpiresAt ? { codeExpiresAt: request.returnCodeExpiresAt.toISOString() } : {}),
    ...(request.trackingNumber ? { trackingNumber: request.trackingNumber } : {}),
    ...(request.pickupDate ? { pickupDate: request.pickupDate } : {}),
    orderPath,
  };
  await enqueue(tx, ...recipients.map((r) => ({ ...r, lang, kind: 'returnRequested' as const, data })));
}
