import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImfCodeChallenge } from '@lib/giftcards/schema';
import type { Envelope } from '@lib/http/envelope';
import { OTP_LENGTH } from '@lib/otp/schema';
import { OtpBoxes } from '../../../forms/OtpBoxes';
import { onEnter } from './useCardUse';

interface Props {
  challenge: ImfCodeChallenge;
  onVerify: (code: string) => Promise<Envelope<unknown>>;
  onResend: () => Promise<Envelope<ImfCodeChallenge>>;
  onBack: () => void;
}

/**
 * The code sent to the member's phone, inside the payment form: the shared code boxes with a
 * button rather than a form of its own (forms cannot nest); the server counts the tries and expiry.
 */
export function ImfCodeStep({ challenge: first, onVerify, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [challenge, setChallenge] = useState(first);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function verify() {
    if (code.length !== OTP_LENGTH) return;
    setBusy(true);
    const answer = await onVerify(code).finally(() => setBusy(false));
    if (answer.Success) return;
    setMessage(answer.Message ?? '');
    setCode('');
    boxes.current[0]?.focus();
  }

  async function resend() {
    const answer = await onResend();
    setMessage(answer.Success ? '' : (answer.Message ?? ''));
    if (answer.Success && answer.Result) setChallenge(answer.Result);
  }

  return (
    <fieldset className="gc-form otp-step gc-group" onKeyDown={onEnter(verify)}>
      <p className="otp-sent">{t('otp:ui.sentTo.phone', { target: challenge.Target })}</p>
      <OtpBoxes code={code} onChange={setCode} invalid={Boolean(message)} describedBy={`${id}-notice`} boxes={boxes} />
      <p id={`${id}-notice`} className="field-error" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={verify}
        disabled={busy || code.length !== OTP_LENGTH}
        aria-busy={busy ? 'true' : undefined}
      >
        {t('otp:ui.verify')}
      </button>
      <div className="gc-actions">
        <button type="button" className="btn btn-text" onClick={resend}>
          {t('otp:ui.resend')}
        </button>
        <button type="button" className="btn btn-text" onClick={onBack}>
          {t('giftcards:imf.back')}
        </button>
      </div>
    </fieldset>
  );
}
