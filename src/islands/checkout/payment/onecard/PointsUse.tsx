import { formatCount } from '@lib/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONECARD_API, type OneCardState } from '@lib/checkout/payments/onecard/api';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { setSplit } from '../split';
import { PanelField, PanelMessage, useCountdownFrom, usePanelCall } from './panel-kit';
import { BusyButton } from '../../../platform/forms/BusyButton';

type Answer = OneCardState & { Split?: PaymentSplit };

/** The entered card's points: use them now or after a code sent to the card's phone, confirm, resend, remove. */
export function PointsUse({ state, onState }: { state: OneCardState; onState: (state: OneCardState | null) => void }) {
  const { t } = useTranslation();
  const { busy, message, run } = usePanelCall();
  const [points, setPoints] = useState('');
  const [code, setCode] = useState('');
  const resendLeft = useCountdownFrom(state.ResendSeconds, state);
  const triesUsed = state.OtpMaxTryCount > 0 && state.TryCount >= state.OtpMaxTryCount;

  async function send(url: string, body?: unknown) {
    const answer = await run<Answer>(url, { method: 'POST', body });
    if (answer?.Result?.Split) setSplit(answer.Result.Split);
    if (answer?.Success && answer.Result) {
      onState(answer.Result);
    } else if (answer?.Result && 'TryCount' in answer.Result) {
      onState({ ...state, TryCount: Number(answer.Result.TryCount) });
    }
    return answer;
  }

  async function use(priority: 0 | 1) {
    await send(ONECARD_API.use, { Point: Number(points), PrioritySelection: priority });
  }

  const confirm = () => send(ONECARD_API.use, { ConfirmationCode: code });

  async function remove() {
    const answer = await run<PaymentSplit>(ONECARD_API.remove, { method: 'POST' });
    if (answer?.Success && answer.Result) {
      setSplit(answer.Result);
      onState(null);
    }
  }

  return (
    <div className="tender-form">
      <dl className="tender-figures">
        <div>
          <dt>{t('onecard:panel.card')}</dt>
          <dd>{state.CardNo}</dd>
        </div>
        <div>
          <dt>{t('onecard:panel.balance')}</dt>
          <dd>{t('onecard:panel.points', { points: formatCount(state.PointsBalance) })}</dd>
        </div>
        <div>
          <dt>{t('onecard:panel.maxUsable')}</dt>
          <dd>{t('onecard:panel.points', { points: formatCount(state.MaxUsablePoints) })}</dd>
        </div>
      </dl>
      {state.TotalUsePoint > 0 ? (
        <p className="tender-applied" role="status">
          {t('onecard:panel.applied', { points: formatCount(state.TotalUsePoint) })}
        </p>
      ) : state.IsOtp ? (
        <div className="tender-form">
          <p>{t('onecard:panel.codeSent', { target: state.Target })}</p>
          <p>{t('onecard:panel.pending', { points: formatCount(state.PendingPoint) })}</p>
          <div className="tender-row">
            <PanelField
              label={t('onecard:panel.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              onEnter={() => code.length === 6 && !triesUsed && void confirm()}
            />
            <BusyButton className="btn btn-primary" busy={busy} disabled={triesUsed || code.length !== 6} onClick={() => void confirm()}>
              {t('onecard:panel.confirm')}
            </BusyButton>
          </div>
          <p>
            {triesUsed ? t('onecard:panel.noTriesLeft') : t('onecard:panel.tries', { count: state.TryCount, max: state.OtpMaxTryCount })}
          </p>
          <div className="tender-actions">
            <BusyButton className="btn btn-secondary" busy={busy} disabled={resendLeft > 0} onClick={() => void send(ONECARD_API.sendCode)}>
              {t('onecard:panel.resend')}
            </BusyButton>
            <BusyButton className="btn btn-text" busy={busy} onClick={() => void send(ONECARD_API.cancelCode)}>
              {t('onecard:panel.cancel')}
            </BusyButton>
          </div>
          {resendLeft > 0 && <p aria-live="off">{t('onecard:panel.resendIn', { seconds: resendLeft })}</p>}
        </div>
      ) : (
        <div className="tender-form">
          <div className="tender-row">
            <PanelField
              label={t('onecard:panel.pointsToUse')}
              inputMode="numeric"
              autoComplete="off"
              value={points}
              onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
              onEnter={() => Number(points) > 0 && void use(1)}
            />
          </div>
          <div className="tender-actions">
            <BusyButton className="btn btn-primary" busy={busy} disabled={!Number(points)} onClick={() => void use(1)}>
              {t('onecard:panel.useNow')}
            </BusyButton>
            <BusyButton className="btn btn-secondary" busy={busy} disabled={!Number(points)} onClick={() => void use(0)}>
              {t('onecard:panel.sendCode')}
            </BusyButton>
          </div>
        </div>
      )}
      <p>
        {t('onecard:panel.earned', { points: formatCount(state.EarnedPoints) })} {t('onecard:panel.earnedNote')}
      </p>
      <PanelMessage message={message} />
      <div className="tender-actions">
        <BusyButton className="btn btn-text" busy={busy} onClick={() => void remove()}>
          {state.TotalUsePoint > 0 ? t('onecard:panel.remove') : t('onecard:panel.otherCard')}
        </BusyButton>
      </div>
    </div>
  );
}
