import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COINS_API, type CoinsState } from '@lib/checkout/payments/coins/api';
import { call } from '@lib/platform';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { CoinsLink } from './CoinsLink';
import { CoinsUse } from './CoinsUse';
import '../onecard/tender-panel.css';

/** The partner coins panel: balance, coins to use, remove. */
export function CoinsPanel({ split, isGuest }: { split: PaymentSplit; isGuest: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CoinsState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the coins the order may take follow its total
  useEffect(() => {
    if (isGuest) return;
    let alive = true;
    void call<CoinsState>(COINS_API.mobileIndex, { silent: true })
      .then((answer) => alive && answer.Success && answer.Result && setState(answer.Result))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [isGuest, split.Total]);

  return (
    <div className="tender-panel">
      {isGuest ? (
        <p>{t('coins:panel.membersOnly')}</p>
      ) : state && (!state.IsLinked || !state.IsTokenActive) ? (
        <CoinsLink expired={state.IsLinked} onLinked={setState} />
      ) : state ? (
        <CoinsUse state={state} split={split} onState={setState} />
      ) : null}
    </div>
  );
}
