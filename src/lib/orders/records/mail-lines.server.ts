import { asc, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Executor, MessageData } from '@lib/platform/index.server';
import { type Lang, localizedPath } from '@lib/platform';
import { productMailImagePath } from '@lib/catalogue';
import { refundArrival } from '@lib/orders/refunds/arrival';
import { refundParts } from '@lib/orders/refunds/tables.server';
import { trackingPath } from '@lib/orders/tracking/rules';
import { orderLines, orderPayments, type orders } from './tables.server';

// An order's pieces and payments as the messages about it show them (the confirmation, a cancel,
// a refund): plain facts in the order's language, read in the caller's transaction.

type Line = NonNullable<MessageData<'orderUpdate'>['lines']>[number];
type PaymentRow = MessageData<'orderConfirmed'>['payments'][number];
type RefundRow = NonNullable<MessageData<'orderUpdate'>['refunds']>[number];

/** The order's lines (or some of them), each with its picture and page. */
export async function mailLinesOf(
  executor: Executor,
  orderId: number,
  lang: Lang,
  t: TFunction,
  lineIds?: readonly number[],
): Promise<Line[]> {
  const rows = await executor
    .select()
    .from(orderLines)
    .where(lineIds ? inArray(orderLines.id, [...lineIds]) : eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((line) => ({
    brand: line.brand,
    name: lang === 'en' ? line.nameEn : line.nameTr,
    size: line.size,
    colour: t(`catalog:colour.${line.colour}`),
    quantity: line.quantity,
    price: line.unitPrice * line.quantity,
    discount: line.discount,
    imagePath: productMailImagePath(line.shape, line.colour),
    productPath: localizedPath(`/product/${line.slug}`, lang),
  }));
}

/** The instrument names of order_payments as the messages group them. */
const METHODS: Record<string, PaymentRow['method']> = {
  credit_card: 'card',
  debit_card: 'card',
  masterpass: 'wallet',
  garanti_pay: 'digital',
  paypal: 'digital',
  gift_card: 'giftcard',
  imf_card: 'returncard',
  loyalty: 'points',
  coins: 'coins',
};

/** How the order was paid, one row per instrument that took money. */
export async function paymentRowsOf(executor: Executor, orderId: number): Promise<PaymentRow[]> {
  const rows = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
  return rows
    .filter((row) => row.amount > 0 && row.status !== 'failed')
    .map((row) => ({
      method: METHODS[row.instrument] ?? 'card',
      ...(row.maskedCard ? { detail: row.maskedCard.slice(-4) } : {}),
      ...(row.installmentCount > 1 ? { installments: row.installmentCount } : {}),
      amount: row.amount,
    }));
}

/** What a refund sends back, one row per instrument, with how it reaches the shopper as the order page says it. */
export async function refundRowsOf(executor: Executor, refundId: number): Promise<RefundRow[]> {
  const parts = await executor.select().from(refundParts).where(eq(refundParts.refundId, refundId)).orderBy(asc(refundParts.id));
  return parts.map((part) => ({
    method: METHODS[part.instrument] ?? 'card',
    amount: part.amount,
    arrives: refundArrival(part.instrument),
  }));
}

/** The order's own page: a member's order detail, or the guest's tracking page with the number filled in. */
export function orderPagePath(order: Pick<typeof orders.$inferSelect, 'id' | 'isGuest' | 'number' | 'lang'>): string {
  const lang = order.lang as Lang;
  return order.isGuest ? trackingPath(lang, order.number) : localizedPath(`/customer/order?orderId=${order.id}`, lang);
}
