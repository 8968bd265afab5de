import { captchaChallenge } from '@lib/account/members/captcha.server';
import { endpoint } from '@lib/platform/http/api.server';

/** A proof-of-work challenge for the altcha widget, which reads the bare challenge (its own format). */
export const GET = endpoint({ bare: true }, () => captchaChallenge());
