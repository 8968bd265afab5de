import { map } from 'nanostores';
import type { SubmitEvent } from 'react';
import { type DataLayerItem, pushEcommerce, toAmount, type Values } from '@lib/platform';
import { THREE_D_METHODS } from '@lib/checkout/steps/api';
import type { Delivery, MasterPassInfo, PaymentMethod } from '@lib/checkout/steps/schema';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import type { Accepted } from './Agreements';
import type { Figures, Rail } from './figures';
import type { Failure } from './PayError';
import { refreshSplit } from './split';
import { checkoutInput, finalizeFailed, type PayOutcome, pay } from './submit';

// The payment page's state and its submit flow: the tab shown and the method paying the rest, the
// agreements, the attempt on its way and how it ended (3-D Secure, a changed total, a failure).
// One store per page, made by the island: on the server each request renders its own.

const RAILS: readonly string[] = ['card', 'wallet', 'digital'];

/** The page's choices and where its attempt stands. */
export interface PayState {
  tab: string;
  rail: Rail;
  digital: PaymentMethod | null;
  wallet: MasterPassInfo | null;
  choice: { of: unknown; count: number };
  threeD: boolean;
  accepted: Accepted;
  busy: boolean;
  failure: Failure | null;
  /** The failure is the one the shopper came back with (read at the top), not one of this page's attempts. */
  returned: boolean;
  notice: string | null;
  change: { from: number; to: number } | null;
  bank: { url: string; orderNumber: string | null } | null;
}

/** What the page gives its store once. */
export interface PayPage {
  delivery: Delivery;
  isGuest: boolean;
  /** A failed 3-D Secure's or provider's text when its page was left outside the modal. */
  paymentError?: string | null;
  /** The digital provider whose page sent the shopper back: its tab opens, chosen. */
  returnedMethod?: PaymentMethod | null;
  /** The shopper's words for a failure the server did not explain. */
  texts: { fallback: string; threeD: string };
}

/** The order as the page reads it at the pay button: its figures, the typed card's values and digits. */
export interface Order {
  figures: Figures;
  /** The instruments' lines the page shows (the split's). */
  tenders: PaymentSplit['Tenders'];
  values: Values;
  digits: string;
}

/** The payment page's store: its state and the actions the views call. */
export type PaymentStore = ReturnType<typeof createPaymentStore>;

/** Makes the page's store, starting from the page's props. */
export function createPaymentStore(page: PayPage) {
  const $state = map<PayState>({
    tab: page.returnedMethod ? 'digital' : 'card',
    rail: page.returnedMethod ? 'digital' : 'card',
    digital: page.returnedMethod ?? null,
    wallet: null,
    choice: { of: null, count: 1 },
    threeD: false,
    accepted: { preInformation: false, distanceSales: false },
    busy: false,
    failure: page.paymentError ? { messages: [page.paymentError], showCartLink: false } : null,
    returned: Boolean(page.paymentError),
    notice: null,
    change: null,
    bank: null,
  });
  const set = (patch: Partial<PayState>) => $state.set({ ...$state.get(), ...patch });
  // One key per attempt; a confirmation of the same attempt (changed total) sends it again.
  let attempt = '';
  let reported = false;

  const follow = (outcome: PayOutcome, method: PaymentMethod) => {
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url);
    // The 3-D modal is for the card methods and the wallet; a provider's own page is followed in full.
    if (outcome.kind === 'threeD')
      return THREE_D_METHODS.includes(method)
        ? set({ bank: { url: outcome.url, orderNumber: outcome.orderNumber } })
        : window.location.assign(outcome.url);
    if (outcome.kind === 'amountChanged')
      set({ busy: false, change: { from: outcome.change.PreviousAmount, to: outcome.change.ActualAmount } });
    else {
      set({ busy: false, failure: { messages: outcome.messages, showCartLink: outcome.showCartLink } });
      void refreshSplit();
    }
  };

  const send = async (amount: number, order: Order) => {
    set({ busy: true, failure: null, returned: false });
    const input = checkoutInput({ ...page, ...$state.get(), ...order, amount, key: attempt });
    follow(await pay(input, page.texts.fallback), order.figures.method);
  };

  const start = (order: Order) => {
    attempt = crypto.randomUUID();
    return send(order.figures.payable, order);
  };

  return {
    $state,
    /** Opens a tab; a tab of a method that pays the rest makes it that method. */
    choose: (id: string) => set(RAILS.includes(id) ? { tab: id, rail: id as Rail } : { tab: id }),
    /** Shows the tab of the method that pays the rest. */
    showRail: () => set({ tab: $state.get().rail }),
    setDigital: (digital: PaymentMethod) => set({ digital }),
    setWallet: (wallet: MasterPassInfo | null) => set({ wallet }),
    setThreeD: (threeD: boolean) => set({ threeD }),
    setAccepted: (accepted: Accepted) => set({ accepted }),
    /** The instalment count chosen from the bank's answer `of`. */
    chooseCount: (of: unknown, count: number) => set({ choice: { of, count } }),
    /** The wallet's card list failed (1078): the typed card pays instead, and the card tab says why. */
    fallBack: (message: string) => set({ wallet: null, tab: 'card', rail: 'card', notice: message }),
    /** GA4 add_payment_info, once, when the typed card is first complete. */
    cardComplete: (items: DataLayerItem[], method: PaymentMethod, payable: number) => {
      if (reported) return;
      reported = true;
      pushEcommerce('add_payment_info', items, { payment_type: method, value: toAmount(payable) });
    },
    /**
     * The pay form's submit. Left to pay with an instrument's tab open, the method that pays the rest
     * is shown first; the card's fields are checked (`checkCard`, which then starts) only when the typed card pays.
     */
    submit: (event: SubmitEvent<HTMLFormElement>, order: Order, checkCard: (event: SubmitEvent<HTMLFormElement>) => unknown) => {
      const { tab, rail } = $state.get();
      const { rest } = order.figures;
      if (rest > 0 && tab !== rail) {
        event.preventDefault();
        return set({ tab: rail });
      }
      if (rest > 0 && rail === 'card') return void checkCard(event);
      event.preventDefault();
      void start(order);
    },
    start,
    /** The shopper accepts the changed total: the same attempt is sent again with it. */
    confirmChange: (order: Order) => {
      const to = $state.get().change?.to ?? order.figures.payable;
      set({ change: null });
      void send(to, order);
    },
    closeChange: () => set({ change: null }),
    approved: (url: string) => window.location.assign(url),
    /** A failed or abandoned 3-D Secure: the order is finalised as failed (it may turn out paid after all). */
    threeDFailed: async (message: string | null) => {
      const orderNumber = $state.get().bank?.orderNumber;
      set({ bank: null });
      const ended = orderNumber ? await finalizeFailed(orderNumber) : null;
      if (ended?.RedirectUrl) return window.location.assign(ended.RedirectUrl);
      set({ busy: false, failure: { messages: [message || ended?.Message || page.texts.threeD], showCartLink: false } });
    },
  };
}
