import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);

/**
 * One-time code settings. Lifetime, resend wait and try limit are environment settings so a test
 * server can use short values; the defaults are the store's: 3 minutes, 60 s, 3 tries.
 */
const schema = z.object({
  OTP_TTL_SECONDS: seconds(180),
  OTP_RESEND_WAIT_SECONDS: seconds(60),
  OTP_MAX_TRY_COUNT: z.coerce.number().int().min(1).max(10).default(3),
  /** Codes sent to one target per hour, against SMS pumping. */
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Keys the stored code hashes; when unset, a key kept in the database is used. */
  OTP_SECRET: z.string().min(16).optional(),
});

let cached: z.infer<typeof schema> | undefined;

export function otpSettings() {
  if (!cached) {
    cached = schema.parse(process.env);
  }
  return cached;
}
