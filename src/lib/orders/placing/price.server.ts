import {
  cardDirectory,
  cartOf,
  checkShownTenders,
  chosenInstallment,
  type GrantedTender,
  noInstalmentOf,
  orderTenders,
  priceOrder,
  resolveDelivery,
} from '@lib/checkout/index.server';
import { findCart } from '@lib/bag/index.server';
import { type AddressSnapshot, type CheckoutInput, isExpired, needsAmountConfirmation } from '@lib/checkout';
import { env, now, type Session } from '@lib/platform/index.server';
import { DomainError, formatPrice, type Lang } from '@lib/platform';
import { ownerOf } from '../records/owner';
import { prepareOrder } from './prepare.server';
import type { PreparedOrder } from './reserve.server';

// Step 1 of placing an order: the bag priced and every check made from the database, before
// anything is reserved. Nothing here writes.

/** A checked and priced checkout: the order's rows, what stored value pays, and the rest for the rail. */
export interface PricedCheckout {
  prepared: PreparedOrder;
  /** Where it goes and who is billed, as the payment provider is told. */
  delivery: { billing: AddressSnapshot; shipping: AddressSnapshot | null };
  tenders: GrantedTender[];
  rest: number;
}

type OrderPrice = Awaited<ReturnType<typeof priceOrder>>;

/**
 * Checks the typed card's bank: a BIN no bank issues (INVALID_BIN), 3-D Secure asked of a bank
 * without it (BANK_WITHOUT_3D), an instalment count the card, its bank's plans and the amount it
 * pays do not allow (INVALID_INSTALLMENT). A plan's interest is between the shopper and the bank:
 * the store charges the payable total in any plan, as the payment step says.
 */
async function checkCardBank(input: CheckoutInput, price: OrderPrice, amount: number): Promise<void> {
  const card = input.CreditCard;
  if (!card) throw new DomainError('PAYMENT_METHOD_MISSING');
  const info = await cardDirectory(card.CardNo, amount);
  if (!info) throw new DomainError('INVALID_BIN');
  if (card.Is3DPayment && !info.bank.threeDSecure) throw new DomainError('BANK_WITHOUT_3D');
  if (card.InstallmentCount > 1 && input.OrderInfo.PaymentMethodCode !== 'credit_card') throw new DomainError('INVALID_INSTALLMENT');
  // The offer's reckoning (cardShare): the same amount, the same no-instalment rule.
  await chosenInstallment(card.CardNo, amount, [{ noInstalment: noInstalmentOf(price) }], card.InstallmentCount);
}

/** Checks what pays the rest beyond its form rules: a typed card present and not expired, the wallet's card chosen. */
async function checkRail(input: CheckoutInput, price: OrderPrice, rest: number): Promise<void> {
  const method = input.OrderInfo.PaymentMethodCode;
  if (method === 'masterpass') {
    if (!input.MasterPassInfo?.Token) throw new DomainError('PAYMENT_METHOD_MISSING');
    return;
  }
  if (method !== 'credit_card' && method !== 'debit_card') return;
  const card = input.CreditCard;
  if (!card?.CardNo) throw new DomainError('PAYMENT_METHOD_MISSING');
  if (isExpired(card.ExpMonth, card.ExpYear, now())) throw new DomainError('CARD_EXPIRED');
  await checkCardBank(input, price, rest);
}

/** What a body's instrument says it pays: its amount, null for none, undefined when the body does not say. */
const shownAmount = (tender: { Amount: number } | null | undefined) => (tender === undefined ? undefined : (tender?.Amount ?? null));

/** Prices and checks the session's bag as an order; throws the first refusal (CART_EMPTY, CART_TOTAL_CHANGED, a card's …). */
export async function priceCheckout(session: Session, input: CheckoutInput, lang: Lang): Promise<PricedCheckout> {
  const found = await cartOf(session, lang);
  if (!found || found.rows.length === 0) throw new DomainError('CART_EMPTY');
  const info = input.OrderInfo;
  const delivery = await resolveDelivery(session, info, found.rows, lang);
  const price = await priceOrder(
    found.rows,
    found.cart,
    { paymentMethodCode: info.PaymentMethodCode, cardNo: input.CreditCard?.CardNo, isPickup: info.isPickup },
    lang,
  );
  if (needsAmountConfirmation(input.TotalAmountToBePaid, price.total, env().RECALCULATE_CAMPAIGNS_ON_CHECKOUT)) {
    throw new DomainError(
      'CART_TOTAL_CHANGED',
      { PreviousAmount: input.TotalAmountToBePaid, ActualAmount: price.total },
      { from: formatPrice(input.TotalAmountToBePaid), to: formatPrice(price.total) },
    );
  }
  // Instruments applied to another bag refuse the order (INSTRUMENT_LAPSED): never spent unseen.
  const { granted, rest } = await orderTenders(session, found.rows, price, true);
  // What the body says the points and the gift card pay must be what the session's split shows.
  await checkShownTenders(session, lang, { loyalty: shownAmount(input.LoyaltyCard), gift_card: shownAmount(input.GiftCard) });
  if (rest > 0) await checkRail(input, price, rest);
  const prepared = await prepareOrder({
    owner: ownerOf(session),
    customerId: session.customerId,
    lang,
    input,
    cart: found.cart,
    rows: found.rows,
    delivery,
    price,
    tenders: granted,
    rest,
  });
  return { prepared, delivery, tenders: granted, rest };
}

/** The cart a session orders from, for the key check of a checkout that could not be priced. */
export async function cartIdOf(session: Session): Promise<number | null> {
  return (await findCart(session))?.id ?? null;
}
