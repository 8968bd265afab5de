import type { AuthoriseRequest, PaymentAddress, PaymentOrder } from '../gateway';
import { toLira } from './money';

// What iyzico is asked to charge (docs.iyzico.com, Create Payment / Init 3DS): the store's total as
// price and paidPrice alike (a plan's interest is between the shopper and the bank), the basket
// item by item under the store's own ids (refunds name them), the buyer and both addresses.

/** iyzico's documented identity number for a buyer who gave none (no individual invoice). */
export const PLACEHOLDER_IDENTITY = '11111111111';
const COUNTRY = 'Turkey';

/** A basket line as sent: the store's item id and its amount in kuruş. */
export interface BasketLine {
  id: string;
  name: string;
  category: string;
  amount: number;
}

/** The basket of an order: its items with an amount (iyzico refuses a 0 price), checked to add up to `amount` exactly. */
export function basketOf(order: PaymentOrder, amount: number): BasketLine[] {
  const lines = order.items.filter((item) => item.amount !== 0);
  if (lines.some((item) => !Number.isSafeInteger(item.amount) || item.amount < 0))
    throw new Error('a basket item has no whole positive amount');
  if (new Set(lines.map((item) => item.id)).size !== lines.length) throw new Error('basket item ids repeat');
  const total = lines.reduce((sum, item) => sum + item.amount, 0);
  if (lines.length === 0 || total !== amount) throw new Error(`basket items add up to ${total}, not ${amount}`);
  return lines.map((item) => ({ id: item.id, name: item.name || item.id, category: item.category || 'Genel', amount: item.amount }));
}

/** A phone of digits (905…, 05…, 5…) as iyzico's gsmNumber: +90 and the ten digits. */
export function gsmOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+90${digits.slice(-10)}`;
}

/** A full name as iyzico's name and surname (the last word is the surname; one word serves as both). */
export function splitName(full: string): { name: string; surname: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { name: words[0] ?? '-', surname: words[0] ?? '-' };
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1)! };
}

const addressOf = (address: PaymentAddress) => ({
  contactName: address.contactName,
  city: address.city,
  country: COUNTRY,
  address: address.line,
});

/** The request of payment.create (or, with a callbackUrl, threedsInitialize.create) for an authorisation. */
export function paymentRequest(request: AuthoriseRequest, order: PaymentOrder, basket: readonly BasketLine[], callbackUrl?: string) {
  const { buyer, billing } = order;
  const card = request.card;
  return {
    locale: request.lang,
    conversationId: request.reference,
    price: toLira(request.amount),
    paidPrice: toLira(request.amount),
    currency: 'TRY',
    installment: request.installmentCount,
    basketId: request.reference,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    ...(callbackUrl ? { callbackUrl } : {}),
    paymentCard: {
      cardHolderName: card.holder,
      cardNumber: card.number,
      expireMonth: String(card.expMonth).padStart(2, '0'),
      expireYear: String(card.expYear),
      cvc: card.securityCode,
      registerCard: 0,
    },
    buyer: {
      id: buyer.id,
      ...splitName(buyer.name),
      gsmNumber: gsmOf(buyer.phone),
      email: buyer.email,
      identityNumber: buyer.identityNumber ?? PLACEHOLDER_IDENTITY,
      registrationAddress: addressOf(billing).address,
      city: billing.city,
      country: COUNTRY,
      ip: buyer.ip,
    },
    billingAddress: addressOf(billing),
    // Goods are shipped: iyzico asks for a shipping address; a parcel collected in store goes to the billing one.
    shippingAddress: addressOf(order.shipping ?? billing),
    basketItems: basket.map((line) => ({
      id: line.id,
      name: line.name,
      category1: line.category,
      itemType: 'PHYSICAL',
      price: toLira(line.amount),
    })),
  };
}
