import { z } from 'zod';
import { otpAnswerRules, otpAnswerShape, text, withRules } from '@lib/platform';
import { trackingLookupRules } from './rules';

/** After this many failed lookups in an hour (session or client address), the bot check is required. */
export const TRACKING_CAPTCHA_AFTER = 3;

/** POST tracking lookup: the order number and the e-mail it was placed with (and the bot check when asked). */
export const trackingLookupSchema = withRules(
  z.object({ OrderNumber: text(20), Email: text(255), CaptchaToken: text(4000) }),
  trackingLookupRules,
);
export type TrackingLookup = z.infer<typeof trackingLookupSchema>;

/** POST tracking verify: the SMS code's answer. */
export const trackingVerifySchema = withRules(z.object(otpAnswerShape), otpAnswerRules);
