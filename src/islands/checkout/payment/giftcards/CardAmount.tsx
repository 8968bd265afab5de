import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, formatPrice } from '@lib/platform';
import { type CardLimit, liraInput, parseLira } from './amount';
import { type AppliedFigures, onEnter } from './useCardUse';
import { BusyButton } from '../../../platform/forms/BusyButton';

interface Props {
  balance: number;
  /** The most this card may pay of this order, and why (cardLimit). */
  limit: CardLimit;
  onUse: (amount: number) => Promise<Envelope<unknown>>;
  onOther: () => void;
}

/**
 * A checked card: its balance, the one limit this order puts on it with its reason (the smallest of
 * the balance, the card's own maximum, the store's cap and what is left to pay: never two limits
 * side by side), and the amount to use, the limit first, written as the page writes amounts.
 */
export function CardAmount({ balance, limit, onUse, onOther }: Props) {
  const { t } = useTranslation();
  const usable = limit.amount;
  const id = useId();
  const [typed, setTyped] = useState(() => liraInput(usable));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const amount = parseLira(typed);
    // An amount the store cannot read is told how to type it, not that it is out of range.
    if (amount === null) return setMessage(t('giftcards:card.amountUnreadable'));
    if (amount <= 0 || amount > usable) return setMessage(t('giftcards:card.amountInvalid', { max: formatPrice(usable) }));
    setBusy(true);
    const answer = await onUse(amount).finally(() => setBusy(false));
    setMessage(answer.Success ? '' : (answer.Message ?? ''));
  }

  return (
    <fieldset className="gc-amount gc-group" onKeyDown={onEnter(submit)}>
      <dl className="gc-figures">
        <div>
          <dt>{t('giftcards:card.balance')}</dt>
          <dd>{formatPrice(balance)}</dd>
        </div>
      </dl>
      {balance > 0 && usable > 0 && (
        <p className="gc-limit">
          {t('giftcards:card.limit', { amount: formatPrice(usable), reason: t(`giftcards:card.limitReason.${limit.reason}`) })}
        </p>
      )}
      {usable > 0 ? (
        <div className="field">
          <label htmlFor={id}>{t('giftcards:card.amount')}</label>
          <input
            id={id}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={message ? 'true' : 'false'}
            aria-describedby={`${id}-error`}
          />
          <p className="field-error" id={`${id}-error`} role="alert">
            {message}
          </p>
        </div>
      ) : (
        // Nothing to use: said in words, with no field or button that could only be greyed out.
        <p className="gc-notice" role="status">
          {t(balance > 0 ? 'giftcards:card.notUsable' : 'giftcards:card.noBalance')}
        </p>
      )}
      <div className="gc-actions">
        {usable > 0 && (
          <BusyButton onClick={submit} className="btn btn-primary" busy={busy}>
            {t('giftcards:card.use')}
          </BusyButton>
        )}
        <button type="button" className={usable > 0 ? 'btn btn-text' : 'btn btn-secondary'} onClick={onOther}>
          {t('giftcards:card.otherCard')}
        </button>
      </div>
    </fieldset>
  );
}

/** A card applied to the order: what it pays, its balance and what stays on it, and the way to remove it (the page says what is left to pay). */
export function AppliedCard({ card, onRemove }: { card: AppliedFigures; onRemove: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="gc-applied">
      <p className="gc-applied-card">{card.label}</p>
      <p className="gc-applied-amount" role="status" tabIndex={-1} data-autofocus>
        {t('giftcards:card.applied', { amount: formatPrice(card.amount) })}
      </p>
      {card.balance > 0 && (
        <dl className="gc-lines">
          <div>
            <dt>{t('giftcards:card.balance')}</dt>
            <dd>{formatPrice(card.balance)}</dd>
          </div>
          <div>
            <dt>{t('giftcards:card.leftOnCard')}</dt>
            <dd>{formatPrice(Math.max(0, card.balance - card.amount))}</dd>
          </div>
        </dl>
      )}
      <BusyButton
        className="btn btn-secondary"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          await onRemove().finally(() => setBusy(false));
        }}
      >
        {t('giftcards:card.remove')}
      </BusyButton>
    </div>
  );
}
