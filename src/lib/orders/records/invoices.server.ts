import type { InvoiceView } from './detail-schema';
import { orderLinesOf } from './items.server';
import type { orderLines, orders } from './tables.server';

type Line = typeof orderLines.$inferSelect;

/** An invoice's number: the order's number and the seller's position, stable across reads. */
export function invoiceNumber(orderNumber: string, sellerIndex: number): string {
  return `${orderNumber.replace('-', '')}-${String(sellerIndex + 1).padStart(2, '0')}`;
}

/** The order's sellers in the order their first line came, each with its lines. */
export function sellersOf(lines: readonly Line[]): { code: string; name: string; lines: Line[] }[] {
  const sellers: { code: string; name: string; lines: Line[] }[] = [];
  for (const line of lines) {
    const seller = sellers.find((s) => s.code === line.sellerCode);
    if (seller) seller.lines.push(line);
    else sellers.push({ code: line.sellerCode, name: line.sellerName, lines: [line] });
  }
  return sellers;
}

/** One invoice per seller of a paid order, with its amount (what the shopper paid for its lines) and its PDF's address. */
export function invoicesOf(order: typeof orders.$inferSelect, lines: readonly Line[]): InvoiceView[] {
  return sellersOf(lines).map((seller, index) => ({
    SellerCode: seller.code,
    SellerName: seller.name,
    InvoiceNumber: invoiceNumber(order.number, index),
    Amount: seller.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity - line.discount, 0),
    Url: `/customer/order/invoice/${order.id}/${encodeURIComponent(seller.code)}.pdf`,
  }));
}

/** The invoices of an order the caller may read: one per seller once it is paid, none before. */
export async function orderInvoices(order: typeof orders.$inferSelect): Promise<InvoiceView[]> {
  return order.status === 'received' ? invoicesOf(order, await orderLinesOf(order.id)) : [];
}
