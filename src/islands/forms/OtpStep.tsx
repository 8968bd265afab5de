import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '@lib/errors/catalogue';
import type { Envelope } from '@lib/http/envelope';
import { OTP_LENGTH, type OtpChallenge } from '@lib/otp/schema';
import { OtpBoxes } from './OtpBoxes';

interface Props {
  challenge: OtpChallenge;
  heading: string;
  /** Where the code went: the step names a phone number or an e-mail address. */
  channel: 'phone' | 'email';
  /** Checks the code; the answer's error (wrong, expired, too many) is shown here. */
  onVerify: (code: string, requestId: string) => Promise<Envelope<unknown>>;
  /** Asks for a new code; its challenge replaces the current one. */
  onResend: () => Promise<Envelope<OtpChallenge>>;
  /** The way back to the phone or e-mail, to correct it (or to leave the step). */
  back?: { label: string; onClick: () => void };
  /** Secondary actions (verify later …). */
  children?: ReactNode;
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds left until a deadline, ticking once a second. */
function useCountdown(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    const timer = setInterval(() => setSeconds(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/**
 * The one-time code step of every flow: 6 digits, the countdown in seconds, tries against
 * otpMaxTryCount (the button is disabled at the limit or when the code expired, and the step then
 * says why and that a new code is the way on), a resend offered after the wait, and a way back.
 */
export function OtpStep({ challenge: first, heading, channel, onVerify, onResend, back, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusFirst = () => boxes.current[0]?.focus();
  const [challenge, setChallenge] = useState(first);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [tries, setTries] = useState(first.TryCount);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(sentAt + challenge.Seconds * 1000);
  const resendIn = useCountdown(sentAt + challenge.ResendSeconds * 1000);
  const exhausted = tries >= challenge.OtpMaxTryCount;
  // A code that can no longer be used says so, whatever the last answer was.
  const notice = exhausted ? t('otp:errors.tooManyAttempts') : seconds === 0 ? t('otp:errors.expired') : message;
  // The step replaces the form the shopper just sent: the code is all it asks for.
  useEffect(() => boxes.current[0]?.focus(), []);

  async function verify(event: SyntheticEvent) {
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
    focusFirst();
  }

  async function resend() {
    const answer = await onResend();
    if (!answer.Success || !answer.Result) return setMessage(answer.Message ?? undefined);
    setChallenge(answer.Result);
    setSentAt(Date.now());
    setTries(answer.Result.TryCount);
    setMessage(undefined);
    setCode('');
    focusFirst();
  }

  return (
    <form className="otp-step" onSubmit={verify} noValidate>
      <h2 className="otp-heading">{heading}</h2>
      <p className="otp-sent">{t(`otp:ui.sentTo.${channel}`, { target: challenge.Target })}</p>
      <OtpBoxes code={code} onChange={setCode} invalid={Boolean(notice)} describedBy={`${id}-status ${id}-notice`} boxes={boxes} />
      <p id={`${id}-status`} className="otp-status" aria-live="polite">
        {seconds > 0 && !exhausted && `${t('otp:ui.countdown', { seconds })} · `}
        {t('otp:ui.tries', { count: tries, max: challenge.OtpMaxTryCount })}
      </p>
      <p id={`${id}-notice`} className="field-error" role="alert">
        {notice ?? ''}
      </p>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        aria-busy={busy ? 'true' : undefined}
        disabled={busy || exhausted || seconds === 0 || code.length !== OTP_LENGTH}
      >
        {t('otp:ui.verify')}
      </button>
      <div className="actions secondary">
        <button type="button" className="btn btn-text" onClick={resend} disabled={resendIn > 0}>
          {resendIn > 0 ? t('otp:ui.resendIn', { seconds: resendIn }) : t('otp:ui.resend')}
        </button>
        {back && (
          <button type="button" className="btn btn-text" onClick={back.onClick}>
            {back.label}
          </button>
        )}
        {children}
      </div>
    </form>
  );
}
