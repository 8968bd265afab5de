import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRACKING_CAPTCHA_AFTER } from '../../src/lib/orders/tracking/schema';
import { ApiClient } from '../support/api-client';

// Behind a proxy on the same machine (TRUSTED_PROXIES' default, loopback, where the suite's
// requests come from) the shopper's address is the one the proxy forwards and the protocol the one
// it names. The per-address throttles count that address, so one shopper's failures never lock out
// everyone behind the proxy. (That a peer outside the trusted list is not believed, and the walk
// over a chain of proxies, are the unit tests' of platform/security/proxies.server.ts.)

const TRACKING = '/order-web-bff/api/v1/tracking/lookup';
/** Tracking's address limit: ten times a session's failures (tracking.server.ts). */
const ADDRESS_FAILURES = TRACKING_CAPTCHA_AFTER * 10;

/** A documentation address (RFC 5737) of this run's own. */
const someAddress = () => `198.51.100.${randomInt(1, 255)}`;

/** A fresh visitor whose requests the local proxy forwards from `address`. */
function visitorFrom(address: string): ApiClient {
  const client = new ApiClient();
  client.headers['X-Forwarded-For'] = address;
  return client;
}

const failedLookup = (client: ApiClient) =>
  client.post<unknown>(TRACKING, { OrderNumber: 'V000000-AAAAAA', Email: 'nobody@test.example', CaptchaToken: '' });

describe('behind a trusted proxy', () => {
  it('counts a failing lookup against the forwarded address, so other shoppers behind the proxy are not asked for the bot check', async () => {
    const busy = someAddress();
    const answers = [];
    for (let i = 0; i < ADDRESS_FAILURES; i++) answers.push(await failedLookup(visitorFrom(busy)));
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    // A new session from the busy address is asked for the bot check; one from another address is not.
    const again = await failedLookup(visitorFrom(busy));
    expect(again.body.Result).toMatchObject({ ShowCaptcha: true });
    let other = someAddress();
    while (other === busy) other = someAddress();
    const elsewhere = await failedLookup(visitorFrom(other));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.Result).toMatchObject({ ShowCaptcha: false });
  });

  it('sends Strict-Transport-Security when the proxy says the shopper came over HTTPS, and not otherwise', async () => {
    const client = new ApiClient();
    const plain = await client.request('/healthz');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await client.request('/healthz', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});
