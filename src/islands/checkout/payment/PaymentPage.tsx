import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataLayerItem, withIslandI18n, formatPrice } from '@lib/platform';
import type { CartSummary, Cart } from '@lib/bag';
import { creditCardRules } from '@lib/checkout/steps/api';
import type { Delivery, PaymentMethod } from '@lib/checkout/steps/schema';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import type { IslandProps } from '../../platform/forms/namespaces';
import { useForm } from '../../platform/forms/useForm';
import { Summary } from '../Summary';
import { cardDigits } from './card';
import { agreementsBody, cardComplete, figuresOf, summaryRows } from './figures';
import { tenderRows } from './tenders';
import { PayForm } from './PayForm';
import { $paySummary } from './coupons/summary';
import { CouponsPanel } from './lazy';
import { $split, setSplit } from './split';
import { createPaymentStore, type Order } from './store';
import { LapsedNotice } from './LapsedNotice';
import { ThreeDModal } from './ThreeDModal';
import { useBin } from './useBin';
import { useMethodCampaign } from './useMethodCampaign';

interface Props extends IslandProps {
  delivery: Delivery;
  isGuest: boolean;
  /** Whether the members' loyalty features are on (the OneCard panel shows). */
  loyalty: boolean;
  cart: Cart;
  summary: CartSummary;
  /** How the bag is paid with the instruments the session has applied (server's first reading). */
  split: PaymentSplit;
  items: DataLayerItem[];
  cartHref: string;
  /** A failed 3-D Secure's or provider's text when its page was left outside the modal (?paymentError=). */
  paymentError?: string | null;
  /** The digital provider whose page sent the shopper back (?method=): its tab opens, chosen. */
  returnedMethod?: PaymentMethod | null;
}

const EMPTY = { CardNo: '', ExpMonth: '', ExpYear: '', SecureCode: '', CardName: '' };

/**
 * The payment step: the form (tabs, panels, agreements), the summary with the pay button, the changed
 * total's question and the 3-D Secure modal. Its state and submit flow are the store's (store.ts);
 * the typed card's form and what its BIN tells stay hooks of this view.
 */
function PaymentPage({
  delivery,
  isGuest,
  loyalty,
  cart,
  summary: firstSummary,
  split: first,
  items,
  cartHref,
  paymentError,
  returnedMethod,
}: Props) {
  const { t } = useTranslation();
  const [store] = useState(() =>
    createPaymentStore({
      delivery,
      isGuest,
      paymentError,
      returnedMethod,
      texts: { fallback: t('pay:errors.fallback'), threeD: t('pay:errors.threeD') },
    }),
  );
  const state = useStore(store.$state);
  const split = useStore($split) ?? first;
  const summary = useStore($paySummary) ?? firstSummary;
  useEffect(() => setSplit(first), [first]);
  const form = useForm(creditCardRules, EMPTY);
  const digits = cardDigits(String(form.values.CardNo ?? ''));
  const bin = useBin(state.rail === 'card' ? digits : '', delivery.isPickup, 'credit_card', split.Rest);
  const methodCampaign = useMethodCampaign(state.rail === 'digital' ? state.digital : null, delivery.isPickup);
  const figures = figuresOf({ ...state, walletChosen: state.wallet !== null, split, facts: bin.facts, methodCampaign });
  const { rest, payable, method } = figures;
  const order: Order = { figures, tenders: split.Tenders, values: form.values, digits };

  // GA4 add_payment_info once the card is complete.
  const complete = cardComplete(form.values, digits);
  useEffect(() => {
    if (complete) store.cardComplete(items, method, payable);
  }, [store, complete, items, method, payable]);

  const checkCard = form.handleSubmit(() => store.start(order));
  const ready = state.accepted.preInformation && state.accepted.distanceSales && figures.railReady;
  const { change } = state;

  return (
    <div className="checkout-layout">
      <LapsedNotice kinds={split.Lapsed} />
      <PayForm
        store={store}
        state={state}
        split={split}
        figures={figures}
        form={form}
        bin={bin}
        methodCampaign={methodCampaign}
        isGuest={isGuest}
        loyalty={loyalty}
        cartHref={cartHref}
        agreements={() => agreementsBody(delivery, split, figures)}
        coupons={<CouponsPanel summary={summary} isGuest={isGuest} isPickup={delivery.isPickup} />}
        onSubmit={(event) => store.submit(event, order, checkCard)}
      />
      <Summary
        cart={cart}
        summary={{ ...summary, TotalDiscountAmount: summary.TotalDiscountAmount + figures.campaignDiscount }}
        rows={summaryRows(figures, state.rail, digits, t)}
        total={payable}
        after={tenderRows(split, rest, t)}
        due={figures.used > 0 ? { label: t('pay:tenders.rest'), amount: rest } : undefined}
        action={{
          label: rest > 0 ? t(figures.used > 0 ? 'pay:payRestNow' : 'pay:payNow') : t('pay:completeOrder'),
          amount: rest > 0 ? formatPrice(rest) : undefined,
          form: 'pay-form',
          disabled: !ready || bin.loading,
          busy: state.busy,
        }}
      />
      <ConfirmDialog
        open={change !== null}
        title={t('pay:amountChanged.title')}
        text={change ? t('pay:amountChanged.text', { from: formatPrice(change.from), to: formatPrice(change.to) }) : ''}
        confirmLabel={t('pay:amountChanged.confirm')}
        cancelLabel={t('pay:amountChanged.cancel')}
        onConfirm={() => store.confirmChange(order)}
        onClose={store.closeChange}
      />
      <ThreeDModal url={state.bank?.url ?? null} onApproved={store.approved} onFailed={(message) => void store.threeDFailed(message)} />
    </div>
  );
}

export default withIslandI18n(PaymentPage);
