import { useEffect, useRef, useState } from 'react';
import type { Envelope } from '@lib/platform/http/envelope';
import type { OtpChallenge } from '@lib/platform/otp/schema';
import { canResend, canSubmit, noticeOf, type OtpStanding, secondsUntil, showsCountdown, triesAfter, triesLeft } from './otpClock';

/** Seconds left until a deadline (ms), ticking once a second; a new deadline restarts it. */
export function useCountdown(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline, Date.now()));
  useEffect(() => {
    const tick = () => setSeconds(secondsUntil(deadline, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

export interface OtpStepOptions {
  challenge: OtpChallenge;
  /** Checks the code; the answer's error (wrong, expired, too many) is kept to be shown. */
  onVerify: (code: string, requestId: string) => Promise<Envelope<unknown>>;
  /** Asks for a new code; its challenge replaces the current one. */
  onResend: () => Promise<Envelope<OtpChallenge>>;
  /** False where the server alone keeps the clock and the tries (the step inside the payment form). */
  counted: boolean;
}

/**
 * The state of a code step: the digits typed, the challenge (replaced by a resend), the clock, the
 * tries, the last answer's message and the calls. A refused or replaced code empties the boxes
 * and puts the focus back on the first.
 */
export function useOtpStep({ challenge: first, onVerify, onResend, counted }: OtpStepOptions) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [challenge, setChallenge] = useState(first);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [tries, setTries] = useState(first.TryCount);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(sentAt + challenge.Seconds * 1000);
  const resendIn = useCountdown(sentAt + challenge.ResendSeconds * 1000);
  const standing: OtpStanding = { seconds, resendIn, tries, maxTries: challenge.OtpMaxTryCount, counted };
  const startOver = (text: string | undefined) => {
    setMessage(text);
    setCode('');
    boxes.current[0]?.focus();
  };

  async function verify() {
    if (!canSubmit(standing, code, busy)) return;
    setBusy(true);
    const answer = await onVerify(code, challenge.RequestId).finally(() => setBusy(false));
    if (answer.Success) return;
    setTries(triesAfter(answer, tries, challenge.OtpMaxTryCount));
    startOver(answer.Message ?? undefined);
  }

  async function resend() {
    const answer = await onResend();
    if (!answer.Success || !answer.Result) return setMessage(answer.Message ?? undefined);
    setChallenge(answer.Result);
    setSentAt(Date.now());
    setTries(answer.Result.TryCount);
    startOver(undefined);
  }

  return {
    boxes,
    challenge,
    code,
    setCode,
    busy,
    standing,
    notice: noticeOf(standing, message),
    showsCountdown: showsCountdown(standing),
    triesLeft: triesLeft(standing),
    canSubmit: canSubmit(standing, code, busy),
    canResend: canResend(standing),
    verify,
    resend,
  };
}
