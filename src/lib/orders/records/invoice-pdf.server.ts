import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import { translator } from '@lib/platform/index.server';
import { type Lang, formatInIstanbul, formatPrice } from '@lib/platform';
import { invoiceNumber, sellersOf } from './invoices.server';
import { orderLinesOf } from './items.server';
import { receivedView } from '../placing/received.server';
import type { OrderReceived } from './schema';
import type { orderLines, orders } from './tables.server';

// A seller's invoice of an order as a PDF (pdfkit). The store's type, Inter, is embedded from its
// TTF files so Turkish letters (ğ, ş, ı, İ) print; the PDF's standard fonts cannot encode them.

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
};

/** VAT on fashion: 20 %, included in every price. */
const VAT_RATE = 20;

type Line = typeof orderLines.$inferSelect;

/** The VAT a gross amount includes (kuruş, rounded half up). */
function includedVat(gross: number): number {
  return Math.round((gross * VAT_RATE) / (100 + VAT_RATE));
}

/** A paid order's invoice of one seller, in the order's language: the PDF's bytes, or undefined when unpaid or no such seller. */
export async function sellerInvoicePdf(order: typeof orders.$inferSelect, sellerCode: string): Promise<Uint8Array | undefined> {
  if (order.status !== 'received') return undefined;
  const lang = order.lang as Lang;
  return invoicePdf(order, await receivedView(order, lang), await orderLinesOf(order.id), sellerCode, translator(lang));
}

/** Renders one seller's invoice; resolves the PDF's bytes. Undefined when the order has no such seller. */
function invoicePdf(
  order: typeof orders.$inferSelect,
  view: OrderReceived,
  lines: readonly Line[],
  sellerCode: string,
  t: TFunction,
): Promise<Uint8Array> | undefined {
  const sellers = sellersOf(lines);
  const index = sellers.findIndex((s) => s.code === sellerCode);
  const seller = sellers[index];
  if (!seller) return undefined;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: t('orders:invoice.title'), Author: seller.name } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));

  const billing = view.BillingAddress;
  const corporate = billing.InvoiceType === 0;
  doc.font('bold').fontSize(18).text(t('orders:invoice.title'));
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(`${t('orders:invoice.number')}: ${invoiceNumber(order.number, index)}`);
  doc.text(`${t('orders:invoice.order')}: ${order.number}`);
  doc.text(`${t('orders:invoice.date')}: ${formatInIstanbul(order.paidAt ?? order.createdAt, order.lang as Lang, 'date')}`);
  doc.moveDown().font('bold').text(t('orders:invoice.seller')).font('regular').text(seller.name);
  doc.moveDown().font('bold').text(t('orders:invoice.buyer')).font('regular');
  doc.text(corporate ? billing.CorporateName : billing.Name);
  if (corporate) doc.text(`${t('orders:invoice.taxOffice')}: ${billing.TaxOffice} · ${t('orders:invoice.taxNo')}: ${billing.TaxNo}`);
  else if (billing.CitizenID) doc.text(`${t('orders:invoice.citizenId')}: ${billing.CitizenID}`);
  doc.text(`${billing.AddressText}, ${billing.NeighborhoodName}, ${billing.DistrictName} / ${billing.CityName}`);
  doc.moveDown();

  const own = seller.lines;
  doc.font('bold').text(t('orders:invoice.lines'));
  doc.font('regular');
  for (const line of own) {
    const gross = line.unitPrice * line.quantity - line.discount;
    const name = order.lang === 'en' ? line.nameEn : line.nameTr;
    doc
      .text(`${line.quantity} × ${line.brand} ${name} (${line.size})`, { continued: true })
      .text(`  ${formatPrice(gross)}`, { align: 'right' });
  }
  const total = own.reduce((sum, line) => sum + line.unitPrice * line.quantity - line.discount, 0);
  const vat = includedVat(total);
  doc.moveDown();
  doc.text(`${t('orders:invoice.net')}: ${formatPrice(total - vat)}`, { align: 'right' });
  doc.text(`${t('orders:invoice.vat', { rate: VAT_RATE })}: ${formatPrice(vat)}`, { align: 'right' });
  doc.font('bold').text(`${t('orders:invoice.total')}: ${formatPrice(total)}`, { align: 'right' });
  doc.moveDown(2).font('regular').fontSize(8).fillColor('#595959').text(t('orders:invoice.note'));
  doc.end();
  return done;
}
