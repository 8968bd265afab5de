import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { db, logger } from '@lib/platform/index.server';
import type { ErrorName } from '@lib/platform';
import { storedValueProvider } from '@lib/checkout/index.server';
import { type AppliedTender, TENDER_KINDS, type TenderKind } from '@lib/checkout';
import { orderPayments } from '../records/tables.server';

// An order's stored-value instruments at their providers: spent after the order is reserved and
// before the rest is charged; given back, whole, when the order's payment fails. The provider
// spends a reference once, so a repeated call never spends twice.

const TENDERS = [...TENDER_KINDS] as string[];

/** The provider's reference of an order's spend of one instrument. */
const tenderReference = (orderNumber: string, kind: TenderKind) => `${orderNumber}:${kind}`;

/** Only the rows of the rail (card, wallet, digital provider) of an order (an id, or the orders.id column in a join). */
export const railRows = (orderId: number | PgColumn) =>
  and(eq(orderPayments.orderId, orderId), notInArray(orderPayments.instrument, TENDERS));

/**
 * Spends each instrument's granted amount at its provider. Stops at the first refusal, gives back
 * what was spent, and answers the refusal's code; null when every spend went through.
 */
export async function redeemTenders(
  orderId: number,
  orderNumber: string,
  grants: readonly (AppliedTender & { granted: number })[],
): Promise<ErrorName | null> {
  for (const grant of grants) {
    const reference = tenderReference(orderNumber, grant.kind);
    let outcome: Awaited<ReturnType<ReturnType<typeof storedValueProvider>['redeem']>>;
    try {
      outcome = await storedValueProvider(grant.kind).redeem({ reference, token: grant.token, amount: grant.granted });
    } catch (error) {
      logger.error({ err: error, order: orderNumber, instrument: grant.kind }, 'stored-value spend failed');
      outcome = { ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' };
    }
    if (!outcome.ok) {
      await reverseTenders(orderId, orderNumber);
      return outcome.code;
    }
    await (await db())
      .update(orderPayments)
      .set({ status: 'authorised', providerRef: outcome.transactionId })
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.instrument, grant.kind)));
  }
  return null;
}

/**
 * Gives back every instrument of an order (its payment failed). Asked of each row, spent or not: a
 * process that stopped between a spend and its row's update still gets it back, and a provider
 * reverses a reference it never spent, or already gave back, as nothing.
 */
export async function reverseTenders(orderId: number, orderNumber: string): Promise<void> {
  const spent = await (await db())
    .select({ id: orderPayments.id, instrument: orderPayments.instrument })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), inArray(orderPayments.instrument, TENDERS), ne(orderPayments.status, 'reversed')));
  for (const row of spent) {
    const kind = row.instrument as TenderKind;
    await storedValueProvider(kind).reverse(tenderReference(orderNumber, kind));
    await (await db()).update(orderPayments).set({ status: 'reversed' }).where(eq(orderPayments.id, row.id));
  }
}
