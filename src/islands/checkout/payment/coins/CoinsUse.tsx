import { formatCount } from '@lib/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COINS_API, type CoinsState } from '@lib/checkout/payments/coins/api';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { PanelField, PanelMessage, usePanelCall } from '../onecard/panel-kit';
import { setSplit } from '../split';
import { BusyButton } from '../../../platform/forms/BusyButton';
import { withCoinsName } from './name';

type Answer = CoinsState & { Split: PaymentSplit };

/** The linked app's coins: what the order may take, the coupon calculation, use and remove. */
export function CoinsUse({ state, split, onState }: { state: CoinsState; split: PaymentSplit; onState: (state: CoinsState) => void }) {
  const { t } = useTranslation();
  const { busy, message, run } = usePanelCall();
  const [coins, setCoins] = useState('');
  const [coupon, setCoupon] = useState(state.couponCode);
  const [worth, setWorth] = useState<{ UsableCoins: number; EarnedCoins: number } | null>(null);

  async function change(url: string, body?: unknown) {
    const answer = await run<Answer>(url, { method: 'POST', body });
    if (answer?.Success && answer.Result) {
      setSplit(answer.Result.Split);
      onState(answer.Result);
    }
  }

  const use = () => change(COINS_API.use, { amount: Number(coins) });

  async function calculate() {
    const answer = await run<{ UsableCoins: number; EarnedCoins: number }>(COINS_API.calculate, {
      method: 'POST',
      body: { amount: split.Total, couponCode: coupon.trim() },
    });
    setWorth(answer?.Success && answer.Result ? answer.Result : null);
  }

  return (
    <div className="tender-form">
      <p>{t('coins:panel.intro')}</p>
      <dl className="tender-figures">
        <div>
          <dt>{t('coins:panel.balanceLabel')}</dt>
          <dd>{t('coins:panel.balance', { coins: formatCount(state.coinBalance) })}</dd>
        </div>
      </dl>
      {state.usedCoins > 0 ? (
        <>
          <p className="tender-applied" role="status">
            {t('coins:panel.applied', { coins: formatCount(state.usedCoins) })}
          </p>
          <div className="tender-actions">
            <BusyButton className="btn btn-secondary" busy={busy} onClick={() => void change(COINS_API.remove)}>
              {withCoinsName(t('coins:panel.remove'))}
            </BusyButton>
          </div>
        </>
      ) : (
        <>
          <div className="tender-row">
            <PanelField
              label={t('coins:panel.couponCode')}
              autoComplete="off"
              maxLength={20}
              value={coupon}
              onChange={(e) => setCoupon(e.target.value)}
              onEnter={() => void calculate()}
            />
            <BusyButton className="btn btn-secondary" busy={busy} onClick={() => void calculate()}>
              {t('coins:panel.calculate')}
            </BusyButton>
          </div>
          {worth && (
            <p role="status">
              {t('coins:panel.calculated', { usable: formatCount(worth.UsableCoins), earned: formatCount(worth.EarnedCoins) })}
            </p>
          )}
          <div className="tender-row">
            <PanelField
              label={t('coins:panel.amount')}
              inputMode="numeric"
              autoComplete="off"
              value={coins}
              onChange={(event) => setCoins(event.target.value.replace(/\D/g, ''))}
              onEnter={() => Number(coins) > 0 && void use()}
            />
            <BusyButton className="btn btn-primary" busy={busy} disabled={!Number(coins)} onClick={() => void use()}>
              {withCoinsName(t('coins:panel.use'))}
            </BusyButton>
          </div>
        </>
      )}
      <p>{t('coins:panel.shippingNote')}</p>
      <PanelMessage message={message} />
    </div>
  );
}
