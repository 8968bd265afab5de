import { describe, expect, it } from 'vitest';
import {
  canResend,
  canSubmit,
  canVerify,
  noticeOf,
  type OtpStanding,
  secondsUntil,
  showsCountdown,
  triesAfter,
  triesLeft,
} from './otpClock';

/** A fresh code: 3 minutes left, a resend in a minute, no tries yet, counted by the step. */
const fresh: OtpStanding = { seconds: 180, resendIn: 60, tries: 0, maxTries: 3, counted: true };

describe('secondsUntil', () => {
  it('rounds a part second up, so the count shows 1 until the deadline itself', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
  });
  it('never goes below 0 past the deadline', () => {
    expect(secondsUntil(10_000, 25_000)).toBe(0);
  });
});

describe('what the step allows', () => {
  it('checks a full code while the code is usable, and not while a check runs', () => {
    expect(canSubmit(fresh, '123456', false)).toBe(true);
    expect(canSubmit(fresh, '12345', false)).toBe(false);
    expect(canSubmit(fresh, '123456', true)).toBe(false);
  });
  it('refuses a check once the tries are used up or the code expired', () => {
    expect(canVerify({ ...fresh, tries: 3 })).toBe(false);
    expect(canVerify({ ...fresh, seconds: 0 })).toBe(false);
    expect(canSubmit({ ...fresh, tries: 3 }, '123456', false)).toBe(false);
  });
  it('offers a new code only after the wait', () => {
    expect(canResend(fresh)).toBe(false);
    expect(canResend({ ...fresh, resendIn: 0 })).toBe(true);
  });
  it('leaves the clock and the tries to the server where the step does not count them', () => {
    const server: OtpStanding = { seconds: 0, resendIn: 60, tries: 9, maxTries: 3, counted: false };
    expect(canSubmit(server, '123456', false)).toBe(true);
    expect(canResend(server)).toBe(true);
    expect(noticeOf(server, undefined)).toBeUndefined();
  });
  it('shows the countdown only while the code is usable', () => {
    expect(showsCountdown(fresh)).toBe(true);
    expect(showsCountdown({ ...fresh, seconds: 0 })).toBe(false);
    expect(showsCountdown({ ...fresh, tries: 3 })).toBe(false);
  });
});

describe('triesLeft', () => {
  it('says nothing before a wrong code, then counts down what is left', () => {
    expect(triesLeft(fresh)).toBeUndefined();
    expect(triesLeft({ ...fresh, tries: 1 })).toBe(2);
    expect(triesLeft({ ...fresh, tries: 2 })).toBe(1);
  });
  it('leaves the used-up code to the notice, and the count to the server where the step keeps none', () => {
    expect(triesLeft({ ...fresh, tries: 3 })).toBeUndefined();
    expect(triesLeft({ ...fresh, tries: 1, counted: false })).toBeUndefined();
  });
});

describe('noticeOf', () => {
  it('says the tries are used up before anything else, then that the code expired', () => {
    expect(noticeOf({ ...fresh, tries: 3, seconds: 0 }, 'Wrong code')).toEqual({ key: 'otp:errors.tooManyAttempts' });
    expect(noticeOf({ ...fresh, seconds: 0 }, 'Wrong code')).toEqual({ key: 'otp:errors.expired' });
  });
  it("otherwise repeats the last answer's message, or says nothing", () => {
    expect(noticeOf(fresh, 'Wrong code')).toEqual({ text: 'Wrong code' });
    expect(noticeOf(fresh, undefined)).toBeUndefined();
    expect(noticeOf(fresh, '')).toBeUndefined();
  });
});

describe('triesAfter', () => {
  it('takes the count the server answers with a refused code', () => {
    expect(triesAfter({ Success: false, Result: { TryCount: 2 } }, 1, 3)).toBe(2);
  });
  it('uses up every try when the server says too many', () => {
    expect(triesAfter({ Success: false, Exception: { ErrorCode: 'OTP_TOO_MANY_ATTEMPTS' } }, 1, 3)).toBe(3);
  });
  it('keeps the count when the answer has none', () => {
    expect(triesAfter({ Success: false, Message: 'Busy' }, 1, 3)).toBe(1);
    expect(triesAfter({ Success: false, Result: { TryCount: '2' } }, 1, 3)).toBe(1);
  });
});
