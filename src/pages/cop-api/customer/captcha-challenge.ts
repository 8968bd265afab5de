import { captchaChallenge } from '@lib/account/captcha.server';
import { endpoint } from '@lib/http/api.server';

/** A proof-of-work challenge for the altcha widget; the widget reads the bare challenge. */
export const GET = endpoint({}, async () => Response.json(await captchaChallenge(), { headers: { 'Cache-Control': 'no-store' } }));
