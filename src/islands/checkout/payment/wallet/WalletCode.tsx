import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterRuns, WALLET_API, walletCall } from './api';
import { BusyButton } from '../../../platform/forms/BusyButton';

interface Props {
  /** otp: the code sent to the phone (5001, 5008); pin: the wallet or card PIN (5002, 5015). */
  secret: 'otp' | 'pin';
  phone: string;
  referenceNo: string;
  onDone: () => void;
  onCancel: () => void;
}

/** The wallet's code or PIN prompt: a wrong answer (1409) keeps it open with the provider's message. */
export function WalletCode({ secret, phone, referenceNo, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = secret === 'otp' ? 6 : 4;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (code.length !== length) return setError(t('wallet:errors.wrongCode'));
    setBusy(true);
    const answer = await walletCall(WALLET_API.verify, { referenceNo, code });
    setBusy(false);
    if (answer.Success) return onDone();
    setCode('');
    setError(answer.Message ?? t('wallet:errors.wrongCode'));
  };

  return (
    <fieldset className="wallet-code" onKeyDown={enterRuns(submit)}>
      <legend className="wallet-title">{t(secret === 'otp' ? 'wallet:tab.codeTitle' : 'wallet:tab.pinTitle')}</legend>
      <p className="wallet-text">{secret === 'otp' ? t('wallet:tab.codeText', { phone }) : t('wallet:tab.pinText')}</p>
      <div className="field">
        <label htmlFor={id}>{t(secret === 'otp' ? 'wallet:tab.code' : 'wallet:tab.pin')}</label>
        <input
          id={id}
          className="input"
          // biome-ignore lint/a11y/noAutofocus: the prompt replaces the button that opened it; the code is what comes next.
          autoFocus
          inputMode="numeric"
          autoComplete={secret === 'otp' ? 'one-time-code' : 'off'}
          type={secret === 'pin' ? 'password' : 'text'}
          maxLength={length}
          value={code}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={`${id}-error`}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, length))}
        />
        <p className="field-error" id={`${id}-error`} role="alert">
          {error ?? ''}
        </p>
      </div>
      <div className="wallet-actions">
        <BusyButton className="btn btn-primary" busy={busy} onClick={submit}>
          {t('wallet:tab.confirm')}
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('wallet:tab.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
