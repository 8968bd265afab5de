import { inArray } from 'drizzle-orm';
import type { LineRow, carts } from '@lib/bag/index.server';
import { products } from '@lib/catalogue/index.server';
import { type ResolvedDelivery, earnedPoints, type GrantedTender, type OrderPrice } from '@lib/checkout/index.server';
import { type AddressSnapshot, type CheckoutInput, cardDigits, maskCard, schemeOfNumber } from '@lib/checkout';
import { db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { PreparedOrder } from './reserve.server';

// Turns a checked checkout into the rows of an order, all decided before its transaction opens:
// PGlite has one connection, so nothing inside the transaction may ask the database on its own.

/** What preparing an order reads. */
export interface OrderFacts {
  owner: string;
  customerId: number | null;
  lang: Lang;
  input: CheckoutInput;
  cart: typeof carts.$inferSelect;
  rows: readonly LineRow[];
  delivery: ResolvedDelivery;
  price: OrderPrice;
  /** The stored-value instruments with what each is granted, and what is left for the rail. */
  tenders: readonly GrantedTender[];
  rest: number;
}

/** An address snapshot as an order_addresses row. */
export const addressRow = (kind: 'shipping' | 'billing', a: AddressSnapshot) => ({
  kind,
  addressDescription: a.AddressDescription,
  name: a.Name,
  corporateName: a.CorporateName || null,
  email: a.Email || null,
  phone: a.Phone,
  cityId: a.CityID,
  cityName: a.CityName,
  districtId: a.DistrictID,
  districtName: a.DistrictName,
  neighborhoodId: a.NeighborhoodID,
  neighborhoodName: a.NeighborhoodName,
  addressText: a.AddressText,
  invoiceType: a.InvoiceType,
  citizenId: a.CitizenID || null,
  taxNo: a.TaxNo || null,
  taxOffice: a.TaxOffice || null,
});

/** Both languages' names of the products ordered (an order reads in either). */
async function namesOf(rows: readonly LineRow[]) {
  const found = await (await db())
    .select({ id: products.id, nameTr: products.nameTr, nameEn: products.nameEn })
    .from(products)
    .where(
      inArray(
        products.id,
        rows.map((row) => row.productId),
      ),
    );
  return new Map(found.map((p) => [p.id, p]));
}

const noteOf = (text: string) => (text.trim() ? text.trim() : null);

/** The order's rows from the checked facts. */
export async function prepareOrder(facts: OrderFacts): Promise<PreparedOrder> {
  const { input, delivery, price, rows } = facts;
  const { summary } = price.priced;
  const info = input.OrderInfo;
  const [names, points] = await Promise.all([namesOf(rows), earnedPoints(price.total, facts.customerId)]);
  const pricedLine = new Map(price.priced.lines.map((line) => [line.variantId, line]));
  const discounts = [
    // The campaign's id keys its name in either language (the order page's); the name is for older readers.
    ...summary.CampaignDiscounts.map((d) => ({ kind: 'campaign', name: d.Name, amount: d.Amount, campaignId: d.CampaignId })),
    ...(summary.CouponCode && summary.CouponDiscountAmount > 0
      ? [{ kind: 'coupon', name: summary.CouponCode, amount: summary.CouponDiscountAmount }]
      : []),
    ...(price.payment
      ? [{ kind: 'payment', name: price.payment.name, amount: price.payment.amount, campaignId: price.payment.campaignId }]
      : []),
  ];
  return {
    cartId: facts.cart.id,
    order: {
      customerId: facts.customerId,
      owner: facts.owner,
      idempotencyKey: input.IdempotencyKey,
      email: delivery.contact.email,
      phone: delivery.contact.phone,
      lang: facts.lang,
      isGuest: delivery.isGuest,
      cartId: facts.cart.id,
      paymentMethodCode: info.PaymentMethodCode,
      isPickup: info.isPickup,
      pickupLocationId: delivery.pickup?.Id ?? null,
      isCarDelivery: delivery.isCarDelivery,
      isSinglePackage: info.IsSinglePackage,
      giftNote: noteOf(info.GiftNote),
      shipmentNote: noteOf(info.AddressDescription),
      orderNote: noteOf(info.OrderNote),
      linesTotal: summary.LinesTotal,
      campaignDiscount: summary.CampaignDiscountAmount,
      couponCode: summary.CouponDiscountAmount > 0 ? summary.CouponCode : null,
      couponDiscount: summary.CouponDiscountAmount,
      paymentDiscount: price.payment?.amount ?? 0,
      shippingFee: summary.ShippingFee,
      total: price.total,
      installmentCount: installmentsOf(input),
      discounts,
      earnedPoints: points.Points,
    },
    lines: rows.map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      quantity: row.quantity,
      unitPrice: row.salePrice,
      listPrice: row.listPrice,
      discount: pricedLine.get(row.variantId)?.discount ?? 0,
      campaignId: pricedLine.get(row.variantId)?.campaignId ?? null,
      isGift: row.isGift,
      isPromotion: row.mainProductId != null,
      mainProductId: row.mainProductId,
      sellerCode: row.sellerCode,
      sellerName: row.sellerName,
      sellerType: row.sellerType,
      slug: row.slug,
      brand: row.brand,
      nameTr: names.get(row.productId)?.nameTr ?? row.name,
      nameEn: names.get(row.productId)?.nameEn ?? row.name,
      shape: row.shape,
      colour: row.colour,
      size: row.size,
    })),
    addresses: [...(delivery.shipping ? [addressRow('shipping', delivery.shipping)] : []), addressRow('billing', delivery.billing)],
    payments: [
      ...facts.tenders.map((tender) => ({ instrument: tender.kind, amount: tender.granted, maskedCard: tender.label })),
      ...(facts.rest > 0 ? [railRow(input, facts.rest)] : []),
    ],
  };
}

/** The instalments the rest is paid in: the typed card's or the wallet card's, else one. */
function installmentsOf(input: OrderFacts['input']): number {
  if (input.OrderInfo.PaymentMethodCode === 'masterpass') return input.MasterPassInfo?.InstallmentCount ?? 1;
  return input.CreditCard?.InstallmentCount ?? 1;
}

/** The payment row of the rail that pays the rest: what the order may keep of the card (never more than the masked number). */
function railRow(input: OrderFacts['input'], amount: number) {
  const method = input.OrderInfo.PaymentMethodCode;
  const row = { instrument: method, amount, installmentCount: installmentsOf(input) };
  if (method === 'masterpass') return { ...row, maskedCard: input.MasterPassInfo?.MaskedCardNumber || null };
  const card = input.CreditCard;
  if (!card) return row;
  const digits = cardDigits(card.CardNo);
  return {
    ...row,
    maskedCard: maskCard(digits),
    cardBrand: schemeOfNumber(digits),
    bankCode: card.BankCode || null,
    threeD: card.Is3DPayment,
  };
}
