import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useId, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@lib/platform/http/envelope';
import type { OtpChallenge } from '@lib/platform/otp/schema';
import { OtpBoxes } from './OtpBoxes';
import { useOtpStep } from './useOtpStep';

interface Props {
  challenge: OtpChallenge;
  /** The step's heading; none where the step sits inside a panel that has its own. */
  heading?: string;
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
  /**
   * Inside another form (the payment form: forms cannot nest): a group of fields with the host's
   * classes whose Enter checks the code, and the server alone keeps the clock and the tries.
   */
  embedded?: { className: string; actionsClassName: string };
  /** What the button does when it is more than checking the code ("Verify and delete my account"), in the danger style. */
  destructive?: string;
}

/**
 * The one-time code step of every flow: 6 digits, the countdown in seconds, the tries left once a
 * code was refused (the button is disabled at otpMaxTryCount or when the code expired, and the step
 * then says why and that a new code is the way on), a resend offered after the wait, and a way back.
 */
export function OtpStep({ challenge: first, heading, channel, onVerify, onResend, back, children, embedded, destructive }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const step = useOtpStep({ challenge: first, onVerify, onResend, counted: !embedded });
  const { challenge, standing, notice } = step;
  // The standalone step replaces the form the shopper just sent: the code is all it asks for. Focused
  // before the first paint: the control pressed has left, and a frame on the page's body is heard.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step appears
  useLayoutEffect(() => {
    if (!embedded) step.boxes.current[0]?.focus();
  }, []);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void step.verify();
  };
  // Enter in a box checks the code, rather than submitting the host's form.
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submit(event);
  };

  const body = (
    <>
      {heading && <h2 className="otp-heading">{heading}</h2>}
      <p className="otp-sent">{t(`otp:ui.sentTo.${channel}`, { target: challenge.Target })}</p>
      <OtpBoxes
        code={step.code}
        onChange={step.setCode}
        invalid={Boolean(notice)}
        describedBy={embedded ? `${id}-notice` : `${id}-status ${id}-notice`}
        boxes={step.boxes}
      />
      {!embedded && (
        <p id={`${id}-status`} className="otp-status" aria-live="polite">
          {[
            step.showsCountdown && t('otp:ui.countdown', { seconds: standing.seconds }),
            step.triesLeft !== undefined && t('otp:ui.triesLeft', { count: step.triesLeft }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <p id={`${id}-notice`} className="field-error" role="alert">
        {notice ? ('key' in notice ? t(notice.key) : notice.text) : ''}
      </p>
      <button
        type={embedded ? 'button' : 'submit'}
        className={[embedded ? 'btn btn-primary' : 'btn btn-primary btn-block', destructive ? 'btn-danger' : ''].join(' ').trim()}
        aria-busy={step.busy ? 'true' : undefined}
        // Checking, the button keeps the focus (aria-disabled; useOtpStep ignores a second press):
        // disabled, it would throw it to the page's body.
        disabled={!(step.canSubmit || step.busy)}
        aria-disabled={step.busy || undefined}
        onClick={embedded ? submit : undefined}
      >
        {destructive ?? t('otp:ui.verify')}
      </button>
      <div className={embedded?.actionsClassName ?? 'actions secondary'}>
        <button type="button" className="btn btn-text" onClick={() => void step.resend()} disabled={!step.canResend}>
          {step.canResend ? t('otp:ui.resend') : t('otp:ui.resendIn', { seconds: standing.resendIn })}
        </button>
        {back && (
          <button type="button" className="btn btn-text" onClick={back.onClick}>
            {back.label}
          </button>
        )}
        {children}
      </div>
    </>
  );
  return embedded ? (
    <fieldset className={embedded.className} onKeyDown={enter}>
      {body}
    </fieldset>
  ) : (
    <form className="otp-step" onSubmit={submit} noValidate>
      {body}
    </form>
  );
}
