// The shopper's cookie choice as the browser keeps it, in plain functions without zod: the shell's
// script reads it on every page, and zod would weigh more than the whole banner.

/** The first-party cookie holding the choice; script-readable, the server never renders from it. */
export const CONSENT_COOKIE = 'vitrin_consent';

/** A choice is kept for a year (KVKK and GDPR guidance: ask again after at most that). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The shape of the cookie's value; a cookie of another shape is no choice (the banner asks again). */
const FORMAT = 1;

/** Where a choice is recorded (POST, body consentBodySchema). */
export const CONSENT_API = '/cop-api/consent';

/** The information page of the cookie policy (src/content/pages/<lang>/cerez-politikasi.md). */
export const COOKIE_POLICY_URI = 'cerez-politikasi';

/** What a shopper allowed: necessary cookies always, analytics and marketing only when chosen. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** A choice as kept: when it was made (epoch ms) and the cookie text's version the server recorded (0 until it answers). */
export interface StoredConsent extends ConsentChoice {
  at: number;
  version: number;
}

/** The cookie's value for a stored choice (URL-encoded JSON, short keys). */
export function consentCookieValue(stored: StoredConsent): string {
  const { analytics, marketing, at, version } = stored;
  return encodeURIComponent(JSON.stringify({ f: FORMAT, a: analytics, m: marketing, t: at, v: version }));
}

/** The stored choice in a cookie value, or undefined when it is of another shape or older than a year. */
export function parseConsentCookie(value: string | undefined, now: number): StoredConsent | undefined {
  if (!value) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(decodeURIComponent(value));
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { f, a, m, t, v } = raw as Record<string, unknown>;
  if (f !== FORMAT || typeof a !== 'boolean' || typeof m !== 'boolean') return undefined;
  if (!Number.isSafeInteger(t) || !Number.isSafeInteger(v) || (v as number) < 0) return undefined;
  const at = t as number;
  if (at > now + 60_000 || now - at > CONSENT_MAX_AGE_SECONDS * 1000) return undefined;
  return { analytics: a, marketing: m, at, version: v as number };
}

type Signal = 'granted' | 'denied';

/** Google Consent Mode v2's four signals for a choice (none: all denied, the default before a choice). */
export function consentSignals(
  choice?: ConsentChoice,
): Record<'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization', Signal> {
  const ads: Signal = choice?.marketing ? 'granted' : 'denied';
  return { ad_storage: ads, analytics_storage: choice?.analytics ? 'granted' : 'denied', ad_user_data: ads, ad_personalization: ads };
}

/** How long tags wait for a stored choice's update after the default (ms), as Google suggests. */
export const WAIT_FOR_UPDATE_MS = 500;
