import type { ReactNode, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { Agreements } from './Agreements';
import { Instrument, Later, Panel } from './Instrument';
import { withCoinsName } from './coins/name';
import { CoinsPanel, OneCardPanel } from './lazy';
import { PayError } from './PayError';
import { PayTabs } from './PayTabs';
import type { PayState } from './store';

type TabsProps = Parameters<typeof PayTabs>[0];

interface Props extends TabsProps {
  state: PayState;
  split: PaymentSplit;
  isGuest: boolean;
  /** Whether the members' loyalty features are on: off, no OneCard panel. */
  loyalty: boolean;
  cartHref: string;
  /** The agreements call's body, as chosen now. */
  agreements: () => Record<string, unknown>;
  /** The coupons panel's content (the page knows the summary it shows). */
  coupons: ReactNode;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}

/**
 * The payment form: a failure the shopper came back with at the top, the tabs, the loyalty and coins
 * panels, the agreements, then what still stops the pay button (the button is the summary's).
 */
export function PayForm({ cartHref, agreements, coupons, loyalty, onSubmit, ...tabs }: Props) {
  const { t } = useTranslation();
  const { store, state, split, figures, isGuest } = tabs;
  const { failure, returned, accepted } = state;
  return (
    <form id="pay-form" className="pay-main" noValidate onSubmit={onSubmit} aria-labelledby="pay-title">
      <h1 id="pay-title" className="checkout-title">
        {t('pay:title')}
      </h1>
      {failure && returned && <PayError failure={failure} cartHref={cartHref} />}
      {state.notice && state.tab === 'card' && (
        <p className="pay-note" role="status">
          {state.notice}
        </p>
      )}
      <PayTabs {...tabs} />
      <div className="pay-panels">
        {loyalty && (
          <Panel title={t('pay:panels.loyalty')}>
            <Instrument kind="loyalty" split={split}>
              <OneCardPanel split={split} isGuest={isGuest} />
            </Instrument>
          </Panel>
        )}
        {!isGuest && (
          <Panel title={withCoinsName(t('pay:panels.coins'))}>
            <Instrument kind="coins" split={split}>
              <CoinsPanel split={split} isGuest={isGuest} />
            </Instrument>
          </Panel>
        )}
        <Panel title={t('pay:panels.coupons')}>
          <Later>{coupons}</Later>
        </Panel>
      </div>
      <Agreements accepted={accepted} onChange={store.setAccepted} request={agreements} />
      {failure && !returned && <PayError failure={failure} cartHref={cartHref} />}
      {!figures.railReady && (
        <p className="pay-note">{t(state.rail === 'wallet' ? 'pay:tenders.chooseWalletCard' : 'pay:tenders.chooseProvider')}</p>
      )}
      {!(accepted.preInformation && accepted.distanceSales) && <p className="pay-note">{t('pay:agreements.required')}</p>}
    </form>
  );
}
