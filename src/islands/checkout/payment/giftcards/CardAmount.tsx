import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@lib/http/envelope';
import type { Lang } from '@lib/i18n/lang';
import { formatPrice } from '@lib/money/format';
import { liraInput, parseLira } from './amount';

interface Props {
  balance: number;
  /** The most this card may pay of this order. */
  usable: number;
  info: string;
  onUse: (amount: number) => Promise<Envelope<unknown>>;
  onOther: () => void;
}

/** A checked card: its balance, what this order may use, and the amount to use (the usable amount first). */
export function CardAmount({ balance, usable, info, onUse, onOther }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const id = useId();
  const [typed, setTyped] = useState(() => liraInput(usable, lang));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const amount = parseLira(typed, lang);
    if (amount === null || amount <= 0 || amount > usable) {
      setMessage(t('giftcards:card.amountInvalid', { max: formatPrice(usable) }));
      return;
    }
    setBusy(true);
    const answer = await onUse(amount).finally(() => setBusy(false));
    setMessage(answer.Success ? '' : (answer.Message ?? ''));
  }

  return (
    <form className="gc-amount" onSubmit={submit} noValidate>
      <dl className="gc-figures">
        <div>
          <dt>{t('giftcards:card.balance')}</dt>
          <dd>{formatPrice(balance)}</dd>
        </div>
        <div>
          <dt>{t('giftcards:card.usable')}</dt>
          <dd>{formatPrice(usable)}</dd>
        </div>
      </dl>
      {info && <p className="gc-info">{info}</p>}
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
          disabled={usable === 0}
        />
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      </div>
      <div className="gc-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || usable === 0} aria-busy={busy ? 'true' : undefined}>
          {t('giftcards:card.use')}
        </button>
        <button type="button" className="btn btn-text" onClick={onOther}>
          {t('giftcards:card.otherCard')}
        </button>
      </div>
    </form>
  );
}

/** A card applied to the order: what it pays, what is left for the card tab, and the way to remove it. */
export function AppliedCard({
  label,
  amount,
  rest,
  onRemove,
}: {
  label: string;
  amount: number;
  rest: number;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="gc-applied" role="status">
      <p className="gc-applied-card">{label}</p>
      <p className="gc-applied-amount">{t('giftcards:card.applied', { amount: formatPrice(amount) })}</p>
      <p className="gc-info">{rest > 0 ? t('giftcards:card.rest', { amount: formatPrice(rest) }) : t('giftcards:card.paidInFull')}</p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onRemove().finally(() => setBusy(false));
        }}
      >
        {t('giftcards:card.remove')}
      </button>
    </div>
  );
}
