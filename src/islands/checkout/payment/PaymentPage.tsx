import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataLayerItem, pushEcommerce, toAmount } from '@lib/analytics/data-layer';
import type { CartSummary } from '@lib/campaigns/schema';
import type { Cart } from '@lib/cart/schema';
import { type CheckoutInput, creditCardRules, type Delivery, THREE_D_METHODS } from '@lib/checkout/schema';
import { withIslandI18n } from '@lib/i18n/IslandI18n';
import { formatPrice } from '@lib/money/format';
import { creditcard } from '@lib/validation/rules';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import type { IslandProps } from '../../forms/namespaces';
import { useForm } from '../../forms/useForm';
import { Summary, type SummaryRow } from '../Summary';
import { type Accepted, Agreements } from './Agreements';
import { cardDigits } from './card';
import { CardFields } from './CardFields';
import { Instalments } from './Instalments';
import { PayError, type Failure } from './PayError';
import { finalizeFailed, type PayOutcome, pay } from './submit';
import { ThreeDModal } from './ThreeDModal';
import { useBin } from './useBin';

interface Props extends IslandProps {
  delivery: Delivery;
  isGuest: boolean;
  cart: Cart;
  summary: CartSummary;
  items: DataLayerItem[];
  cartHref: string;
  /** A failed 3-D Secure's text when the bank's page was left outside the modal (?paymentError=). */
  paymentError?: string | null;
}

const EMPTY = { CardNo: '', ExpMonth: '', ExpYear: '', SecureCode: '', CardName: '' };

/** The payment step: the card, its bank's instalments, 3-D Secure, the agreements, and the pay button. */
function PaymentPage({ delivery, isGuest, cart, summary, items, cartHref, paymentError }: Props) {
  const total = summary.TotalAmountToBePaid;
  const { t } = useTranslation();
  const form = useForm(creditCardRules, EMPTY);
  const digits = cardDigits(String(form.values.CardNo ?? ''));
  const { facts, loading } = useBin(digits, delivery.isPickup, 'credit_card');
  // The chosen count belongs to the bank's answer it was chosen from: a new card starts at one payment.
  const [choice, setChoice] = useState<{ of: unknown; count: number }>({ of: null, count: 1 });
  const [threeD, setThreeD] = useState(false);
  const [accepted, setAccepted] = useState<Accepted>({ preInformation: false, distanceSales: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(paymentError ? { messages: [paymentError], showCartLink: false } : null);
  const [change, setChange] = useState<{ from: number; to: number } | null>(null);
  const [bank, setBank] = useState<{ url: string; orderNumber: string | null } | null>(null);
  // One key per attempt; a confirmation of the same attempt (changed total) sends it again.
  const attempt = useRef('');
  const reported = useRef(false);

  const info = facts?.instalments ?? null;
  const count = choice.of === info ? choice.count : 1;
  const setCount = (next: number) => setChoice({ of: info, count: next });
  const base = facts?.campaign?.TotalAmountToBePaid ?? total;
  // The store charges the bag's total (with the card's offer); a plan's interest is the bank's own.
  const payable = base;
  const method = info?.CardType === 'debit' ? 'debit_card' : 'credit_card';

  // GA4 add_payment_info once the card is complete.
  const complete = creditcard(digits) && Boolean(form.values.ExpMonth && form.values.ExpYear) && String(form.values.SecureCode).length >= 3;
  useEffect(() => {
    if (!complete || reported.current) return;
    reported.current = true;
    pushEcommerce('add_payment_info', items, { payment_type: method, value: toAmount(payable) });
  }, [complete, items, method, payable]);

  const follow = async (outcome: PayOutcome) => {
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url);
    // The 3-D modal is for the card methods (and the wallets' codes later); any other async answer is followed.
    if (outcome.kind === 'threeD')
      return THREE_D_METHODS.includes(method)
        ? setBank({ url: outcome.url, orderNumber: outcome.orderNumber })
        : window.location.assign(outcome.url);
    setBusy(false);
    if (outcome.kind === 'amountChanged') setChange({ from: outcome.change.PreviousAmount, to: outcome.change.ActualAmount });
    else setFailure({ messages: outcome.messages, showCartLink: outcome.showCartLink });
  };

  const send = async (amount: number) => {
    setBusy(true);
    setFailure(null);
    const v = form.values;
    const input: CheckoutInput = {
      OrderInfo: { ...delivery, PaymentMethodCode: method },
      CreditCard: {
        BankCode: info?.BankCode ?? '',
        MainBankCode: info?.BankCode ?? '',
        InstallmentCount: count,
        YkbAdditionalInstallmentUsed: false,
        CardName: String(v.CardName).trim(),
        CardNo: digits,
        ExpMonth: Number(v.ExpMonth),
        ExpYear: Number(v.ExpYear),
        SecureCode: String(v.SecureCode),
        Is3DPayment: threeD,
      },
      MasterPassInfo: null,
      Masterpass3dOrderCode: '',
      IsGuestCheckout: isGuest,
      AgreementsAccepted: true,
      TotalAmountToBePaid: amount,
      IdempotencyKey: attempt.current,
    };
    await follow(await pay(input, t('pay:errors.fallback')));
  };

  const submit = form.handleSubmit(async () => {
    attempt.current = crypto.randomUUID();
    await send(payable);
  });

  const approved = useCallback((url: string) => window.location.assign(url), []);
  // A failed or abandoned 3-D Secure: the order is finalised as failed (it may turn out paid after all).
  const failed = useCallback(
    async (message: string | null) => {
      const orderNumber = bank?.orderNumber;
      setBank(null);
      const ended = orderNumber ? await finalizeFailed(orderNumber) : null;
      if (ended?.RedirectUrl) return window.location.assign(ended.RedirectUrl);
      setBusy(false);
      setFailure({ messages: [message || ended?.Message || t('pay:errors.threeD')], showCartLink: false });
    },
    [bank, t],
  );

  const agreementsRequest = () => ({
    ShippingAddressId: delivery.ShippingAddressID,
    BillingAddressId: delivery.BillingAddressID,
    PickupLocationId: delivery.pickupLocationId,
    PaymentMethods: [method],
    InstallmentCount: count,
  });
  const ready = accepted.preInformation && accepted.distanceSales;
  const lastDigits = digits.length >= 15 ? digits.slice(-4) : null;
  const cardDiscount = Math.max(0, total - base);
  const rows: SummaryRow[] = [
    ...(cardDiscount > 0
      ? [{ label: t('pay:summary.cardCampaign'), value: `−${formatPrice(cardDiscount)}`, kind: 'discount' as const }]
      : []),
    { label: t('pay:summary.instalments'), value: count > 1 ? t('pay:summary.instalmentCount', { count }) : t('pay:summary.single') },
    ...(lastDigits ? [{ label: t('pay:summary.card'), value: t('pay:summary.cardEnding', { digits: lastDigits }) }] : []),
  ];

  return (
    <div className="checkout-layout">
      <form id="pay-form" className="pay-main" noValidate onSubmit={submit} aria-labelledby="pay-title">
        <h1 id="pay-title" className="checkout-title">
          {t('pay:title')}
        </h1>
        <div className="tabs pay-tabs">
          <div role="tablist" aria-label={t('pay:tabs.label')}>
            <button type="button" role="tab" id="pay-tab-card" aria-selected="true" aria-controls="pay-panel-card">
              {t('pay:tabs.card')}
            </button>
          </div>
          <div role="tabpanel" id="pay-panel-card" aria-labelledby="pay-tab-card">
            <CardFields form={form} />
            <Instalments
              info={info}
              loading={loading}
              count={count}
              total={base}
              extraText={facts?.extraText ?? null}
              onChange={setCount}
            />
            {facts?.campaign?.PaymentConditionWarningNote && (
              <p className={facts.campaign.IsDiscountApplied ? 'pay-note pay-campaign' : 'pay-note'} aria-live="polite">
                {facts.campaign.PaymentConditionWarningNote}
              </p>
            )}
            <div className="check pay-threed-choice">
              <input id="pay-threed" type="checkbox" checked={threeD} onChange={(e) => setThreeD(e.target.checked)} />
              <label htmlFor="pay-threed">{t('pay:threeD.choice')}</label>
            </div>
          </div>
        </div>
        <Agreements accepted={accepted} onChange={setAccepted} request={agreementsRequest} />
        {failure && <PayError failure={failure} cartHref={cartHref} />}
        {!ready && <p className="pay-note">{t('pay:agreements.required')}</p>}
      </form>
      <Summary
        cart={cart}
        summary={{ ...summary, TotalDiscountAmount: summary.TotalDiscountAmount + cardDiscount }}
        rows={rows}
        total={payable}
        action={{ label: t('pay:payNow', { amount: formatPrice(payable) }), form: 'pay-form', disabled: !ready || loading, busy }}
      />
      <ConfirmDialog
        open={change !== null}
        title={t('pay:amountChanged.title')}
        text={change ? t('pay:amountChanged.text', { from: formatPrice(change.from), to: formatPrice(change.to) }) : ''}
        confirmLabel={t('pay:amountChanged.confirm')}
        cancelLabel={t('pay:amountChanged.cancel')}
        onConfirm={() => {
          const to = change?.to ?? payable;
          setChange(null);
          void send(to);
        }}
        onClose={() => setChange(null)}
      />
      <ThreeDModal url={bank?.url ?? null} onApproved={approved} onFailed={(message) => void failed(message)} />
    </div>
  );
}

export default withIslandI18n(PaymentPage);
