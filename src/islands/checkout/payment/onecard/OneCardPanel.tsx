import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@lib/platform';
import { ONECARD_API, type OneCardState } from '@lib/checkout/payments/onecard/api';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { CardEntry } from './CardEntry';
import { PointsUse } from './PointsUse';

/** The loyalty card (OneCard) panel: balance, points to use, the code flow, remove. */
export function OneCardPanel({ split }: { split: PaymentSplit; isGuest: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<OneCardState | null>(null);
  // The card entered before (a reload) and its figures, again whenever the order's total moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the usable and earned points follow the order's total
  useEffect(() => {
    let alive = true;
    void call<OneCardState>(ONECARD_API.check, { silent: true })
      .then((answer) => alive && answer.Success && answer.Result && setState(answer.Result))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [split.Total]);
  // The page's Instrument shows why the panel is closed (partner items, another card) instead of it.
  return (
    <div className="tender-panel">
      {state?.IsEntered ? (
        <PointsUse state={state} onState={(next) => setState(next ?? { ...state, IsEntered: false })} />
      ) : (
        <>
          <p>{t('onecard:panel.intro')}</p>
          <CardEntry onEntered={setState} />
        </>
      )}
    </div>
  );
}
