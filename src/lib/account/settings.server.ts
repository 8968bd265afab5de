import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const on = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

/** Account settings from the environment, with the store's defaults. */
const schema = z.object({
  /** Failed sign-ins allowed per account, and per client address, in one window. */
  LOGIN_MAX_FAILURES_ACCOUNT: count(5),
  LOGIN_MAX_FAILURES_ADDRESS: count(100),
  LOGIN_WINDOW_SECONDS: count(900),
  /** Registrations started from one address in an hour before the bot check is asked (0: always). */
  CAPTCHA_AFTER: count(5),
  /** The captcha's proof-of-work: PBKDF2 iterations per try; about 1.5 × this many tries are needed. */
  CAPTCHA_COST: count(100),
  CAPTCHA_SECRET: z.string().min(16).optional(),
  /** Reverses registration: e-mail code first, then phone. */
  EMAIL_VERIFICATION_REQUIRED: on,
});

let cached: z.infer<typeof schema> | undefined;

export function accountSettings() {
  if (!cached) {
    cached = schema.parse(process.env);
  }
  return cached;
}
