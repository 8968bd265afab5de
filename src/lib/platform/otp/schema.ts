import { z } from 'zod';
import { text } from '@lib/platform/validation/validate';

/** The code length: 6 digits (docs/behaviour/accounts.md#one-time-codes). */
export const OTP_LENGTH = 6;

/** Every flow that sends a code; one service serves them all. */
const OTP_PURPOSES = [
  'register-phone',
  'register-email',
  'reset-password',
  'verify-phone',
  'verify-email',
  'new-phone',
  'new-email',
  'guest-checkout',
  'order-tracking',
  'order-address',
  'imf-card',
  'force-change',
  'reborn',
  'delete-account',
  'data-export',
  'staff-sign-in',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** What the client learns when a code was sent: the request to answer and the timers. */
const otpChallengeSchema = z.object({
  RequestId: z.string(),
  /** Countdown until the code expires, in seconds. */
  Seconds: z.number(),
  /** Seconds until a new code may be requested. */
  ResendSeconds: z.number(),
  TryCount: z.number(),
  OtpMaxTryCount: z.number(),
  /** The masked phone or e-mail the code went to. */
  Target: z.string(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** A code answer: the request it belongs to and the 6 digits typed. */
export const otpAnswerShape = { RequestId: text(100), Otp: text(20) };
export const otpAnswerRules = {
  RequestId: [['required']],
  Otp: [['required'], ['numeric'], ['length', OTP_LENGTH]],
} as const;
