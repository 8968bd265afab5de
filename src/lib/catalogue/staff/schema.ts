import { z } from 'zod';
import { otpAnswerRules, otpAnswerShape, text, withRules, type FieldRules } from '@lib/platform';

// The staff sign-in's bodies (EDITOR_API.signIn and .code in src/lib/catalogue/content/api.ts): the endpoint's
// schemas and the sign-in island's rule lists, one entry each.

/** E-mail and password, checked as the shop's sign-in checks them (a password is only required). */
export const staffSignInRules = {
  email: [['required'], ['email'], ['max', 255]],
  password: [['required']],
} as const satisfies FieldRules;
export const staffSignInSchema = withRules(z.object({ email: text(255), password: text(128) }), staffSignInRules);

/** The e-mailed code's answer: the request it belongs to and its 6 digits, as every code step sends. */
export const staffCodeSchema = withRules(z.object(otpAnswerShape), otpAnswerRules);
