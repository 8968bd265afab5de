import { CHECKOUT_API } from '@lib/checkout/steps/api';
import type { AmountChange, CheckoutInput, CheckoutResult, Delivery, MasterPassInfo } from '@lib/checkout/steps/schema';
import { FINALIZE_FAILED_RETRIES } from '@lib/checkout/steps/rules';
import { call, type Envelope, type Values } from '@lib/platform';
import type { FinalizeFailedResult } from '@lib/orders';
import type { PaymentSplit, TenderKind } from '@lib/checkout/payments/tenders';
import type { Figures, Rail } from './figures';

// The checkout call and its answers, apart from the screen so each outcome is tested on its own.

/** What the pay button leads to. */
export type PayOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'threeD'; url: string; orderNumber: string | null }
  | { kind: 'amountChanged'; change: AmountChange }
  | { kind: 'failed'; messages: string[]; showCartLink: boolean };

/** Reads the checkout call's envelope into what the screen does next. */
export function outcomeOf(answer: Envelope<CheckoutResult | AmountChange>, fallback: string): PayOutcome {
  if (answer.Exception?.ErrorCode === 'CART_TOTAL_CHANGED' && answer.Result && 'ActualAmount' in answer.Result)
    return { kind: 'amountChanged', change: answer.Result };
  const result = answer.Result && 'IsSucceed' in answer.Result ? answer.Result : undefined;
  if (answer.Success && result?.IsSucceed && result.RedirectUrl)
    return result.IsAsyncPayment
      ? { kind: 'threeD', url: result.RedirectUrl, orderNumber: result.OrderNumber }
      : { kind: 'redirect', url: result.RedirectUrl };
  const listed = result?.ErrorList.filter(Boolean) ?? [];
  const messages = listed.length > 0 ? listed : [answer.Message || fallback];
  return { kind: 'failed', messages, showCartLink: result?.ShowCartLink ?? false };
}

/** What one attempt is made of: the page's delivery, the method paying the rest and its choices, the typed card. */
interface Attempt {
  delivery: Delivery;
  isGuest: boolean;
  rail: Rail;
  wallet: MasterPassInfo | null;
  threeD: boolean;
  figures: Pick<Figures, 'info' | 'count' | 'rest' | 'method'>;
  /** The instruments' lines the page shows (the split's): the body says what they pay, the server checks it. */
  tenders: PaymentSplit['Tenders'];
  values: Values;
  digits: string;
  /** The total the shopper agreed to pay. */
  amount: number;
  /** The attempt's idempotency key. */
  key: string;
}

/** The checkout call's body: the typed card only when it pays the rest, the wallet's card only when it does. */
export function checkoutInput({
  delivery,
  isGuest,
  rail,
  wallet,
  threeD,
  figures,
  tenders,
  values,
  digits,
  amount,
  key,
}: Attempt): CheckoutInput {
  const { info, count, rest, method } = figures;
  const shown = (kind: TenderKind) => {
    const amount = tenders.find((line) => line.Kind === kind)?.Amount;
    return amount ? { Amount: amount } : null;
  };
  return {
    OrderInfo: { ...delivery, PaymentMethodCode: method },
    CreditCard:
      rest === 0 || rail !== 'card'
        ? null
        : {
            BankCode: info?.BankCode ?? '',
            MainBankCode: info?.BankCode ?? '',
            InstallmentCount: count,
            YkbAdditionalInstallmentUsed: false,
            CardName: String(values.CardName).trim(),
            CardNo: digits,
            ExpMonth: Number(values.ExpMonth),
            ExpYear: Number(values.ExpYear),
            SecureCode: String(values.SecureCode),
            Is3DPayment: threeD,
          },
    MasterPassInfo: rest > 0 && rail === 'wallet' ? wallet : null,
    LoyaltyCard: shown('loyalty'),
    GiftCard: shown('gift_card'),
    Masterpass3dValues: null,
    Masterpass3dOrderCode: '',
    IsWorldPayShoppingCreditActive: false,
    IsGuestCheckout: isGuest,
    AgreementsAccepted: true,
    TotalAmountToBePaid: amount,
    IdempotencyKey: key,
  };
}

/** Sends one checkout attempt. */
export async function pay(input: CheckoutInput, fallback: string): Promise<PayOutcome> {
  try {
    return outcomeOf(await call<CheckoutResult | AmountChange>(CHECKOUT_API.checkout, { method: 'POST', body: input }), fallback);
  } catch {
    // The client already toasted; the button comes back for another try.
    return { kind: 'failed', messages: [fallback], showCartLink: false };
  }
}

/**
 * Finalises an order whose 3-D verification failed or was abandoned, trying up to
 * FINALIZE_FAILED_RETRIES times (docs/behaviour/payments.md#cards-and-3-d-secure); null when no try got an answer.
 */
export async function finalizeFailed(orderNumber: string, send = defaultSend): Promise<FinalizeFailedResult | null> {
  for (let attempt = 0; attempt < FINALIZE_FAILED_RETRIES; attempt++) {
    try {
      const answer = await send(orderNumber);
      if (answer) return answer;
    } catch {
      // A network failure counts as one try.
    }
  }
  return null;
}

async function defaultSend(orderNumber: string): Promise<FinalizeFailedResult | null> {
  const answer = await call<FinalizeFailedResult>(CHECKOUT_API.finalizeFailed, {
    method: 'POST',
    body: { OrderNumber: orderNumber },
    silent: true,
  });
  return answer.Success ? (answer.Result ?? null) : null;
}
