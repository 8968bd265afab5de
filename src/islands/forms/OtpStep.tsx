import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@lib/http/envelope';
import type { ErrorName } from '@lib/errors/catalogue';
import { OTP_LENGTH, type OtpChallenge } from '@lib/otp/schema';

interface Props {
  challenge: OtpChallenge;
  heading: string;
  /** Checks the code; the answer's error (wrong, expired, too many) is shown here. */
  onVerify: (code: string, requestId: string) => Promise<Envelope<unknown>>;
  /** Asks for a new code; its challenge replaces the current one. */
  onResend: () => Promise<Envelope<OtpChallenge>>;
  /** Secondary actions (verify later …). */
  children?: React.ReactNode;
}

/** Seconds left until a deadline, ticking once a second. */
function useCountdown(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/**
 * The one-time code step of every flow: 6 digits, the countdown in seconds, tries against
 * otpMaxTryCount (the button is disabled at the limit or when the code expired), and a resend
 * offered after the wait.
 */
export function OtpStep({ challenge: first, heading, onVerify, onResend, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [challenge, setChallenge] = useState(first);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [tries, setTries] = useState(first.TryCount);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(sentAt + challenge.Seconds * 1000);
  const resendIn = useCountdown(sentAt + challenge.ResendSeconds * 1000);
  const exhausted = tries >= challenge.OtpMaxTryCount;
  useEffect(() => input.current?.focus(), [challenge.RequestId]);

  async function verify(event: SubmitEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || exhausted || seconds === 0) return;
    setBusy(true);
    const answer = await onVerify(code, challenge.RequestId).finally(() => setBusy(false));
    if (answer.Success) return;
    const result = answer.Result as { TryCount?: number } | undefined;
    if (answer.Exception?.ErrorCode === ('OTP_TOO_MANY_ATTEMPTS' satisfies ErrorName)) setTries(challenge.OtpMaxTryCount);
    else if (typeof result?.TryCount === 'number') setTries(result.TryCount);
    setMessage(answer.Message ?? undefined);
    setCode('');
  }

  async function resend() {
    const answer = await onResend();
    if (!answer.Success || !answer.Result) return setMessage(answer.Message ?? undefined);
    setChallenge(answer.Result);
    setSentAt(Date.now());
    setTries(answer.Result.TryCount);
    setMessage(undefined);
    setCode('');
  }

  return (
    <form className="otp-step" onSubmit={verify} noValidate>
      <h2>{heading}</h2>
      <p>{t('otp:ui.sentTo', { target: challenge.Target })}</p>
      <div className="field">
        <label htmlFor={id}>{t('fields:Otp')}</label>
        <input
          ref={input}
          id={id}
          name="Otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          aria-invalid={message ? 'true' : 'false'}
          aria-describedby={`${id}-status`}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
      </div>
      <p id={`${id}-status`} aria-live="polite">
        {seconds > 0 ? t('otp:ui.countdown', { seconds }) : t('otp:ui.expired')} ·{' '}
        {t('otp:ui.tries', { count: tries, max: challenge.OtpMaxTryCount })}
      </p>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy || exhausted || seconds === 0 || code.length !== OTP_LENGTH}>
        {t('otp:ui.verify')}
      </button>
      <button type="button" onClick={resend} disabled={resendIn > 0}>
        {resendIn > 0 ? t('otp:ui.resendIn', { seconds: resendIn }) : t('otp:ui.resend')}
      </button>
      {children}
    </form>
  );
}
