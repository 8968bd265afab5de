import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMF_CARD_API,
  type ImfBalance,
  type ImfCardInfo,
  type ImfCodeChallenge,
  maskCardNumber,
} from '@lib/checkout/payments/giftcards/schema';
import { call } from '@lib/platform';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { cardLimit } from './amount';
import { OtpStep } from '../../../platform/forms/OtpStep';
import { AppliedCard, CardAmount } from './CardAmount';
import { onEnter, useCardUse } from './useCardUse';
import './giftcards.css';
import { BusyButton } from '../../../platform/forms/BusyButton';

const API = {
  ...IMF_CARD_API,
  read: (check: Record<string, unknown>) => ({
    label: String(check.IMFCardNo ?? ''),
    amount: Number(check.IMFCardAmount ?? 0),
    balance: Number(check.IMFCardBalance ?? 0),
  }),
};

/** The code step inside the payment form: the tab's own group and action row (the server counts the tries and expiry). */
const IN_PAYMENT_FORM = { className: 'gc-form otp-step gc-group', actionsClassName: 'gc-actions' };

type Step =
  | { name: 'start' }
  | { name: 'code'; challenge: ImfCodeChallenge }
  | { name: 'cards'; cards: ImfCardInfo['Cards'] }
  | { name: 'balance'; number: string; balance: ImfBalance };

const sendCode = () => call<ImfCodeChallenge>(IMF_CARD_API.sendCode, { method: 'POST' });

/** The return-balance (IMF) card tab: members only; a code to the phone, the phone's cards, the balance, use an amount, remove. */
export function ImfCardTab({ split, isGuest }: { split: PaymentSplit; isGuest: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const card = useCardUse(API);
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<{ Success: boolean; Result?: T | null; Message?: string | null }>, then: (result: T) => void) {
    setBusy(true);
    const answer = await work().finally(() => setBusy(false));
    setMessage(answer.Success ? '' : (answer.Message ?? ''));
    if (answer.Success && answer.Result) then(answer.Result);
  }

  const showBalance = (number: string) =>
    run(
      () => call<ImfBalance>(IMF_CARD_API.balance, { method: 'POST', body: { LoyaltyCardNo: number } }),
      (balance) => setStep({ name: 'balance', number, balance }),
    );

  let body: ReactNode;
  if (isGuest) body = <p className="gc-notice">{t('giftcards:imf.membersOnly')}</p>;
  else if (card.applied)
    body = (
      <AppliedCard
        card={card.applied}
        onRemove={async () => {
          if (await card.remove()) setStep({ name: 'start' });
        }}
      />
    );
  else if (!split.IsIMFCardVisible) body = <p className="gc-notice">{t('giftcards:imf.notVisible')}</p>;
  else if (step.name === 'code')
    body = (
      <OtpStep
        challenge={step.challenge}
        channel="phone"
        onVerify={async (code) => {
          const answer = await call<ImfCardInfo>(IMF_CARD_API.cardInfo, { query: { code } });
          if (answer.Success && answer.Result) {
            setChosen(answer.Result.Cards[0]?.LoyaltyCardNo ?? '');
            setStep({ name: 'cards', cards: answer.Result.Cards });
          }
          return answer;
        }}
        onResend={sendCode}
        back={{ label: t('giftcards:imf.back'), onClick: () => setStep({ name: 'start' }) }}
        embedded={IN_PAYMENT_FORM}
      />
    );
  else if (step.name === 'cards')
    body = (
      <fieldset className="gc-form gc-group" onKeyDown={onEnter(() => showBalance(chosen))}>
        <fieldset className="gc-cards">
          <legend>{t('giftcards:imf.chooseCard')}</legend>
          {step.cards.map((option) => (
            <label key={option.LoyaltyCardNo} className="gc-card-option">
              <input
                type="radio"
                name={`${id}-card`}
                value={option.LoyaltyCardNo}
                checked={chosen === option.LoyaltyCardNo}
                onChange={() => setChosen(option.LoyaltyCardNo)}
              />
              <span>{option.MaskedNo}</span>
            </label>
          ))}
        </fieldset>
        <BusyButton onClick={() => showBalance(chosen)} className="btn btn-primary" busy={busy} disabled={!chosen}>
          {t('giftcards:imf.showBalance')}
        </BusyButton>
      </fieldset>
    );
  else if (step.name === 'balance')
    body = (
      <CardAmount
        balance={step.balance.Balance}
        limit={cardLimit(split, 'imf_card', { balance: step.balance.Balance, cardMax: step.balance.MaxIMFAmount })}
        onUse={(amount) => card.use(maskCardNumber(step.number), amount, step.balance.Balance)}
        onOther={() => setStep({ name: 'start' })}
      />
    );
  else
    body = (
      <div className="gc-form">
        <p className="gc-intro">{t('giftcards:imf.intro')}</p>
        <BusyButton
          className="btn btn-primary"
          busy={busy}
          onClick={() => run(sendCode, (challenge) => setStep({ name: 'code', challenge }))}
        >
          {t('giftcards:imf.sendCode')}
        </BusyButton>
      </div>
    );

  return (
    <section className="gc-tab">
      {body}
      {step.name !== 'balance' && step.name !== 'code' && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
