import { inArray } from 'drizzle-orm';
import type { LineRow } from '@lib/cart/lines.server';
import type { carts } from '@lib/cart/tables.server';
import { products } from '@lib/catalog/tables.server';
import type { ResolvedDelivery } from '@lib/checkout/resolve.server';
import type { AddressSnapshot, CheckoutInput } from '@lib/checkout/schema';
import { db } from '@lib/db/client.server';
import type { Lang } from '@lib/i18n/lang';
import { earnedPoints } from '@lib/loyalty/earning.server';
import { cardDigits, maskCard, schemeOfNumber } from '@lib/payments/cards';
import type { OrderPrice } from './pricing.server';
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
}

const addressRow = (kind: 'shipping' | 'billing', a: AddressSnapshot) => ({
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
  const digits = cardDigits(input.CreditCard.CardNo);
  const [names, points] = await Promise.all([namesOf(rows), earnedPoints(price.total, facts.customerId)]);
  const pricedLine = new Map(price.priced.lines.map((line) => [line.variantId, line]));
  const discounts = [
    ...summary.CampaignDiscounts.map((d) => ({ kind: 'campaign', name: d.Name, amount: d.Amount })),
    ...(summary.CouponCode && summary.CouponDiscountAmount > 0
      ? [{ kind: 'coupon', name: summary.CouponCode, amount: summary.CouponDiscountAmount }]
      : []),
    ...(price.payment ? [{ kind: 'payment', name: price.payment.name, amount: price.payment.amount }] : []),
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
      installmentCount: input.CreditCard.InstallmentCount,
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
    payment: {
      instrument: info.PaymentMethodCode,
      amount: price.total,
      maskedCard: maskCard(digits),
      cardBrand: schemeOfNumber(digits),
      bankCode: input.CreditCard.BankCode || null,
      installmentCount: input.CreditCard.InstallmentCount,
      threeD: input.CreditCard.Is3DPayment,
    },
  };
}
