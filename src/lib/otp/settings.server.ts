import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);
const sends = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * One-time code settings. Lifetime, resend wait and try limit are environment settings so a test
 * server can use short values; the defaults are the store's: 3 minutes, 60 s, 3 tries. The send
 * caps default to 10 an hour per target, per session and per customer, and 30 per client address.
 */
const schema = z.object({
  OTP_TTL_SECONDS: seconds(180),
  OTP_RESEND_WAIT_SECONDS: seconds(60),
  OTP_MAX_TRY_COUNT: z.coerce.number().int().min(1).max(10).default(3),
  /** Codes sent to one target per hour, against SMS pumping. */
  OTP_SENDS_PER_HOUR: sends(10),
  /** Codes one session may have sent per window, whatever the targets (SMS and e-mail pumping). */
  OTP_SENDS_PER_SESSION: sends(10),
  /** Codes sent for one signed-in customer per window, over all their sessions. */
  OTP_SENDS_PER_CUSTOMER: sends(10),
  /** Codes sent for one client address per window, over all its sessions. */
  OTP_SENDS_PER_ADDRESS: sends(30),
  /** The window of the send caps above, per target included. */
  OTP_SEND_WINDOW_SECONDS: seconds(3600),
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
