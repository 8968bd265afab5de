import type { ErrorName } from '@lib/platform/errors/catalogue';
import type { Envelope } from '@lib/platform/http/envelope';
import { OTP_LENGTH } from '@lib/platform/otp/schema';

// The code step's rules without React: the clock's arithmetic, what the step lets the shopper do
// and what it says, from plain values, so that they are tested apart from the screen.

/** Whole seconds from `now` until `deadline` (both in ms), rounded up, never below 0. */
export const secondsUntil = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** Where a code step stands: seconds until the code expires and until a new one may be asked for, tries made and allowed. */
export interface OtpStanding {
  seconds: number;
  resendIn: number;
  tries: number;
  maxTries: number;
  /** False where the server alone keeps the clock and the tries (the step inside the payment form). */
  counted: boolean;
}

/** The tries are used up (only where the step counts them). */
const exhausted = (s: OtpStanding) => s.counted && s.tries >= s.maxTries;

/** The code has expired (only where the step keeps the clock). */
const expired = (s: OtpStanding) => s.counted && s.seconds === 0;

/** A code can still be checked: neither tries used up nor the code expired. */
export const canVerify = (s: OtpStanding) => !exhausted(s) && !expired(s);

/** A full code can be sent now. */
export const canSubmit = (s: OtpStanding, code: string, busy: boolean) => !busy && canVerify(s) && code.length === OTP_LENGTH;

/** A new code may be asked for: the wait since the last one is over (always where the server keeps the clock). */
export const canResend = (s: OtpStanding) => !s.counted || s.resendIn === 0;

/** Whether the status line shows the countdown: while the code is still usable. */
export const showsCountdown = (s: OtpStanding) => s.seconds > 0 && !exhausted(s);

/**
 * The tries left, said only once a code was refused ("2 tries left"): before that a count is noise,
 * and once none are left the notice says the code is used up. Undefined when there is nothing to say.
 */
export function triesLeft(s: OtpStanding): number | undefined {
  if (!s.counted || s.tries === 0 || exhausted(s)) return undefined;
  return s.maxTries - s.tries;
}

/** The line under the boxes: a catalogue text of the step's own, or the server's message. */
type OtpNotice = { key: 'otp:errors.tooManyAttempts' | 'otp:errors.expired' } | { text: string };

/**
 * What the step says under the boxes: a code that can no longer be used says why (too many tries,
 * expired), whatever the last answer was; otherwise the last answer's message.
 */
export function noticeOf(s: OtpStanding, message: string | undefined): OtpNotice | undefined {
  if (exhausted(s)) return { key: 'otp:errors.tooManyAttempts' };
  if (expired(s)) return { key: 'otp:errors.expired' };
  return message ? { text: message } : undefined;
}

/** The tries after a refused code: all of them when the server says too many, else the count it answers. */
export function triesAfter(answer: Envelope<unknown>, tries: number, maxTries: number): number {
  if (answer.Exception?.ErrorCode === ('OTP_TOO_MANY_ATTEMPTS' satisfies ErrorName)) return maxTries;
  const counted = (answer.Result as { TryCount?: unknown } | null | undefined)?.TryCount;
  return typeof counted === 'number' ? counted : tries;
}
