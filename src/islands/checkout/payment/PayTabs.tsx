import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCampaignReply } from '@lib/bag';
import { formatPrice } from '@lib/platform';
import type { PaymentSplit, TenderKind } from '@lib/checkout/payments/tenders';
import { Tabs } from '../../bag/cart/Tabs';
import type { Form } from '../../platform/forms/useForm';
import type { BinFacts } from './bank';
import { CardTab } from './CardTab';
import { campaignSaving, type Figures } from './figures';
import { Instrument, Later } from './Instrument';
import { DigitalTab, GiftCardTab, ImfCardTab, WalletTab } from './lazy';
import type { PaymentStore, PayState } from './store';

interface Props {
  store: PaymentStore;
  state: PayState;
  split: PaymentSplit;
  figures: Figures;
  form: Form;
  /** What the typed card's BIN told, and whether it is being asked. */
  bin: { facts: BinFacts | null; loading: boolean };
  methodCampaign: CardCampaignReply | null;
  isGuest: boolean;
}

/** The payment tabs: the typed card, the gift and return-balance cards, the digital providers, the card wallet. */
export function PayTabs({ store, state, split, figures, form, bin, methodCampaign, isGuest }: Props) {
  const { t } = useTranslation();
  const { info, count, rest, used } = figures;
  // Another instrument pays part: what is left, and the button that opens the method paying it.
  const restNote =
    rest > 0 && used > 0 ? (
      <div className="pay-rest">
        <p className="pay-rest-amount">{t('pay:tenders.payRest', { amount: formatPrice(rest) })}</p>
        <button type="button" className="btn btn-secondary" onClick={store.showRail}>
          {t(`pay:tenders.payRestWith.${state.rail}`)}
        </button>
      </div>
    ) : null;
  // A stored-value card's tab: the card's own content, then what is left to pay and with what.
  const stored = (kind: TenderKind, content: ReactNode) => (
    <Instrument kind={kind} split={split}>
      {content}
      {restNote}
    </Instrument>
  );
  const membersOnly = <p className="pay-note">{t('pay:tenders.membersOnly')}</p>;

  const tabs = [
    {
      id: 'card',
      label: t('pay:tabs.card'),
      panel: (
        <CardTab
          form={form}
          info={info}
          loading={bin.loading}
          count={count}
          amount={rest}
          extraText={bin.facts?.extraText ?? null}
          saving={state.rail === 'card' ? campaignSaving(bin.facts?.campaign ?? null, figures.campaignDiscount) : null}
          threeD={state.threeD}
          onCount={(next) => store.chooseCount(info, next)}
          onThreeD={store.setThreeD}
        />
      ),
    },
    { id: 'gift', label: t('pay:tabs.giftCard'), panel: stored('gift_card', <GiftCardTab split={split} isGuest={isGuest} />) },
    {
      id: 'imf',
      label: t('pay:tabs.imfCard'),
      panel: isGuest ? membersOnly : stored('imf_card', <ImfCardTab split={split} isGuest={isGuest} />),
    },
    {
      id: 'digital',
      label: t('pay:tabs.digital'),
      panel: (
        <Later>
          <DigitalTab
            value={state.digital}
            onChange={store.setDigital}
            saving={state.rail === 'digital' ? campaignSaving(methodCampaign, figures.campaignDiscount) : null}
          />
        </Later>
      ),
    },
    {
      id: 'wallet',
      label: t('pay:tabs.wallet'),
      panel: isGuest ? (
        membersOnly
      ) : (
        <Later>
          <WalletTab isGuest={isGuest} amount={rest} onChange={store.setWallet} onFallback={store.fallBack} />
        </Later>
      ),
    },
  ];

  return (
    <div className="pay-tabs tabs-wrap">
      <Tabs id="pay" label={t('pay:tabs.label')} tabs={tabs} selected={state.tab} onSelect={store.choose} />
    </div>
  );
}
