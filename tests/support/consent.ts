import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentCookieValue } from '../../src/lib/platform/consent/rules';

// A browser that has already answered the cookie banner (everything allowed), so specs about
// anything else neither meet the banner nor lose their GA4 events; tests/e2e/consent.spec.ts starts
// without it.

/** The consent cookie of a shopper who accepted all, for a host (Playwright's cookie shape). */
function acceptedConsentCookie(host: string) {
  return {
    name: CONSENT_COOKIE,
    value: consentCookieValue({ analytics: true, marketing: true, at: Date.now(), version: 1 }),
    domain: host,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + CONSENT_MAX_AGE_SECONDS,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/** A stored browser state holding only that cookie. */
export const acceptedConsentState = (host: string) => ({ cookies: [acceptedConsentCookie(host)], origins: [] });
