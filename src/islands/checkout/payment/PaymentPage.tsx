import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataLayerItem, pushEcommerce, toAmount } from '@lib/analytics/data-layer';
import type { CartSummary } from '@lib/campaigns/schema';
import type { Cart } from '@lib/cart/schema';
import { creditCardRules, THREE_D_METHODS } from '@lib/checkout/api';
import type { CheckoutInput, Delivery, MasterPassInfo, PaymentMethod } from '@lib/checkout/schema';
import { withIslandI18n } from '@lib/i18n/IslandI18n';
import { formatPrice } from '@lib/money/format';
import type { PaymentSplit } from '@lib/payments/tenders';
import { creditcard } from '@lib/validation/payment-checks';
import { Tabs } from '../../cart/Tabs';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import type { IslandProps } from '../../forms/namespaces';
import { useForm } from '../../forms/useForm';
import { Summary, type SummaryRow } from '../Summary';
import { type Accepted, Agreements } from './Agreements';
import { cardDigits } from './card';
import { CardTab } from './CardTab';
import { Instrument, Later, Panel } from './Instrument';
import { CoinsPanel, DigitalTab, GiftCardTab, ImfCardTab, OneCardPanel, WalletTab } from './lazy';
import { PayError, type Failure } from './PayError';
import { $split, setSplit } from './split';
import { finalizeFailed, type PayOutcome, pay } from './submit';
import { ThreeDModal } from './ThreeDModal';
import { tenderRows } from './tenders';
import { useBin } from './useBin';
import { useMethodCampaign } from './useMethodCampaign';

interface Props extends IslandProps {
  delivery: Delivery;
  isGuest: boolean;
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

/** What pays the rest: the typed card, the card wallet, or a digital provider. */
type Rail = 'card' | 'wallet' | 'digital';
const RAILS: readonly string[] = ['card', 'wallet', 'digital'];
const EMPTY = { CardNo: '', ExpMonth: '', ExpYear: '', SecureCode: '', CardName: '' };

/** The payment step: the instruments' tabs and panels, what pays the rest, the agreements, and the pay button. */
function PaymentPage({ delivery, isGuest, cart, summary, split: first, items, cartHref, paymentError, returnedMethod }: Props) {
  const { t } = useTranslation();
  const split = useStore($split) ?? first;
  useEffect(() => setSplit(first), [first]);
  const form = useForm(creditCardRules, EMPTY);
  const digits = cardDigits(String(form.values.CardNo ?? ''));
  const [tab, setTab] = useState(returnedMethod ? 'digital' : 'card');
  const [rail, setRail] = useState<Rail>(returnedMethod ? 'digital' : 'card');
  const [digital, setDigital] = useState<PaymentMethod | null>(returnedMethod ?? null);
  const [wallet, setWallet] = useState<MasterPassInfo | null>(null);
  const { facts, loading } = useBin(rail === 'card' ? digits : '', delivery.isPickup, 'credit_card');
  const methodCampaign = useMethodCampaign(rail === 'digital' ? digital : null, delivery.isPickup);
  // The chosen count belongs to the bank's answer it was chosen from: a new card starts at one payment.
  const [choice, setChoice] = useState<{ of: unknown; count: number }>({ of: null, count: 1 });
  const [threeD, setThreeD] = useState(false);
  const [accepted, setAccepted] = useState<Accepted>({ preInformation: false, distanceSales: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(paymentError ? { messages: [paymentError], showCartLink: false } : null);
  // A failure the shopper came back with is read first, at the top; one of this page's attempts beside the button.
  const [returned, setReturned] = useState(Boolean(paymentError));
  const [notice, setNotice] = useState<string | null>(null);
  const [change, setChange] = useState<{ from: number; to: number } | null>(null);
  const [bank, setBank] = useState<{ url: string; orderNumber: string | null } | null>(null);
  // One key per attempt; a confirmation of the same attempt (changed total) sends it again.
  const attempt = useRef('');
  const reported = useRef(false);

  const info = facts?.instalments ?? null;
  const count = choice.of === info ? choice.count : 1;
  const campaign = rail === 'card' ? (facts?.campaign ?? null) : rail === 'digital' ? methodCampaign : null;
  // The store charges the order's total (with the method's offer); a plan's interest is the bank's own.
  const payable = campaign?.TotalAmountToBePaid ?? split.Total;
  const used = split.Tenders.reduce((sum, tender) => sum + tender.Amount, 0);
  const rest = Math.max(0, payable - used);
  const method: PaymentMethod =
    rail === 'wallet'
      ? 'masterpass'
      : rail === 'digital'
        ? (digital ?? 'garanti_pay')
        : info?.CardType === 'debit'
          ? 'debit_card'
          : 'credit_card';
  const railReady = rest === 0 || rail === 'card' || (rail === 'wallet' ? wallet !== null : digital !== null);

  // GA4 add_payment_info once the card is complete.
  const complete = creditcard(digits) && Boolean(form.values.ExpMonth && form.values.ExpYear) && String(form.values.SecureCode).length >= 3;
  useEffect(() => {
    if (!complete || reported.current) return;
    reported.current = true;
    pushEcommerce('add_payment_info', items, { payment_type: method, value: toAmount(payable) });
  }, [complete, items, method, payable]);

  const follow = async (outcome: PayOutcome) => {
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url);
    // The 3-D modal is for the card methods and the wallet; a provider's own page is followed in full.
    if (outcome.kind === 'threeD')
      return THREE_D_METHODS.includes(method)
        ? setBank({ url: outcome.url, orderNumber: outcome.orderNumber })
        : window.location.assign(outcome.url);
    setBusy(false);
    if (outcome.kind === 'amountChanged') setChange({ from: outcome.change.PreviousAmount, to: outcome.change.ActualAmount });
    else setFailure({ messages: outcome.messages, showCartLink: outcome.showCartLink });
  };

  const typedCard = (): CheckoutInput['CreditCard'] => {
    if (rest === 0 || rail !== 'card') return null;
    const v = form.values;
    return {
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
    };
  };

  const send = async (amount: number) => {
    setBusy(true);
    setFailure(null);
    setReturned(false);
    const input: CheckoutInput = {
      OrderInfo: { ...delivery, PaymentMethodCode: method },
      CreditCard: typedCard(),
      MasterPassInfo: rest > 0 && rail === 'wallet' ? wallet : null,
      Masterpass3dOrderCode: '',
      IsGuestCheckout: isGuest,
      AgreementsAccepted: true,
      TotalAmountToBePaid: amount,
      IdempotencyKey: attempt.current,
    };
    await follow(await pay(input, t('pay:errors.fallback')));
  };

  const start = async () => {
    attempt.current = crypto.randomUUID();
    await send(payable);
  };
  const submitCard = form.handleSubmit(start);
  // The card's fields are checked only when the typed card pays the rest.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    // Left to pay with an instrument's tab open: show the method that pays the rest first.
    if (rest > 0 && tab !== rail) {
      event.preventDefault();
      return setTab(rail);
    }
    if (rest > 0 && rail === 'card') return submitCard(event);
    event.preventDefault();
    void start();
  };
  // The wallet's card list failed (1078): the typed card pays instead, and the card tab says why.
  const fallBack = useCallback((message: string) => {
    setWallet(null);
    setTab('card');
    setRail('card');
    setNotice(message);
  }, []);
  const choose = (id: string) => {
    setTab(id);
    if (RAILS.includes(id)) setRail(id as Rail);
  };

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
    PaymentMethods: [...split.Tenders.map((tender) => tender.Kind), ...(rest > 0 ? [method] : [])],
    InstallmentCount: count,
  });
  const ready = accepted.preInformation && accepted.distanceSales && railReady;
  const lastDigits = rail === 'card' && digits.length >= 15 ? digits.slice(-4) : null;
  const campaignDiscount = Math.max(0, split.Total - payable);
  const rows: SummaryRow[] = [
    ...(campaignDiscount > 0
      ? [
          {
            label: t(rail === 'card' ? 'pay:summary.cardCampaign' : 'pay:summary.methodCampaign'),
            value: `−${formatPrice(campaignDiscount)}`,
            kind: 'discount' as const,
          },
        ]
      : []),
    ...tenderRows(split, rest, t),
    ...(rest > 0 && rail === 'card'
      ? [{ label: t('pay:summary.instalments'), value: count > 1 ? t('pay:summary.instalmentCount', { count }) : t('pay:summary.single') }]
      : []),
    ...(lastDigits ? [{ label: t('pay:summary.card'), value: t('pay:summary.cardEnding', { digits: lastDigits }) }] : []),
  ];
  const restNote =
    rest > 0 && used > 0 ? (
      <p className="pay-note pay-rest">
        {t('pay:tenders.payRest', { amount: formatPrice(rest) })}{' '}
        <button type="button" className="btn btn-text" onClick={() => setTab(rail)}>
          {t(`pay:tenders.payRestWith.${rail}`)}
        </button>
      </p>
    ) : null;

  const tabs = [
    {
      id: 'card',
      label: t('pay:tabs.card'),
      panel: (
        <CardTab
          form={form}
          info={info}
          loading={loading}
          count={count}
          amount={rest}
          extraText={facts?.extraText ?? null}
          campaign={facts?.campaign ?? null}
          threeD={threeD}
          onCount={(next) => setChoice({ of: info, count: next })}
          onThreeD={setThreeD}
        />
      ),
    },
    {
      id: 'gift',
      label: t('pay:tabs.giftCard'),
      panel: (
        <Instrument kind="gift_card" split={split}>
          <GiftCardTab split={split} isGuest={isGuest} />
          {restNote}
        </Instrument>
      ),
    },
    {
      id: 'imf',
      label: t('pay:tabs.imfCard'),
      panel: isGuest ? (
        <p className="pay-note">{t('pay:tenders.membersOnly')}</p>
      ) : (
        <Instrument kind="imf_card" split={split}>
          <ImfCardTab split={split} isGuest={isGuest} />
          {restNote}
        </Instrument>
      ),
    },
    {
      id: 'digital',
      label: t('pay:tabs.digital'),
      panel: (
        <Later>
          <DigitalTab value={digital} onChange={setDigital} campaignNote={methodCampaign?.PaymentConditionWarningNote ?? null} />
        </Later>
      ),
    },
    {
      id: 'wallet',
      label: t('pay:tabs.wallet'),
      panel: isGuest ? (
        <p className="pay-note">{t('pay:tenders.membersOnly')}</p>
      ) : (
        <Later>
          <WalletTab isGuest={isGuest} amount={rest} onChange={setWallet} onFallback={fallBack} />
        </Later>
      ),
    },
  ];

  return (
    <div className="checkout-layout">
      <form id="pay-form" className="pay-main" noValidate onSubmit={submit} aria-labelledby="pay-title">
        <h1 id="pay-title" className="checkout-title">
          {t('pay:title')}
        </h1>
        {failure && returned && <PayError failure={failure} cartHref={cartHref} />}
        {notice && tab === 'card' && (
          <p className="pay-note" role="status">
            {notice}
          </p>
        )}
        <div className="pay-tabs">
          <Tabs id="pay" label={t('pay:tabs.label')} tabs={tabs} selected={tab} onSelect={choose} />
        </div>
        <div className="pay-panels">
          <Panel title={t('pay:panels.loyalty')}>
            <Instrument kind="loyalty" split={split}>
              <OneCardPanel split={split} isGuest={isGuest} />
            </Instrument>
          </Panel>
          {!isGuest && (
            <Panel title={t('pay:panels.coins')}>
              <Instrument kind="coins" split={split}>
                <CoinsPanel split={split} isGuest={isGuest} />
              </Instrument>
            </Panel>
          )}
        </div>
        <Agreements accepted={accepted} onChange={setAccepted} request={agreementsRequest} />
        {failure && !returned && <PayError failure={failure} cartHref={cartHref} />}
        {!railReady && <p className="pay-note">{t(rail === 'wallet' ? 'pay:tenders.chooseWalletCard' : 'pay:tenders.chooseProvider')}</p>}
        {!(accepted.preInformation && accepted.distanceSales) && <p className="pay-note">{t('pay:agreements.required')}</p>}
      </form>
      <Summary
        cart={cart}
        summary={{ ...summary, TotalDiscountAmount: summary.TotalDiscountAmount + campaignDiscount }}
        rows={rows}
        total={payable}
        action={{
          label: rest > 0 ? t('pay:payNow', { amount: formatPrice(rest) }) : t('pay:completeOrder'),
          form: 'pay-form',
          disabled: !ready || loading,
          busy,
        }}
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
