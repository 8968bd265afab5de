import { captchaChallenge } from '@lib/account/index.server';
import { endpoint } from '@lib/platform/index.server';

/** A proof-of-work challenge for the altcha widget, which reads the bare challenge (its own format). */
export const GET = endpoint({ bare: true }, () => captchaChallenge());
