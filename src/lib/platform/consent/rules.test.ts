import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, consentCookieValue, consentSignals, parseConsentCookie } from './rules';
import { consentBodySchema } from './schema';

const now = Date.parse('2026-11-26T10:00:00Z');
const stored = { analytics: true, marketing: false, at: now - 1000, version: 3 };

describe('the consent cookie', () => {
  it('reads back the choice it wrote, its time and the text version', () => {
    expect(parseConsentCookie(consentCookieValue(stored), now)).toEqual(stored);
  });

  it('is no choice when missing, malformed, of another format or with values of the wrong type', () => {
    const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    for (const value of [
      undefined,
      '',
      'yes',
      '%E0%A4%A',
      encode(null),
      encode([true]),
      encode({ f: 2, a: true, m: true, t: now, v: 1 }),
      encode({ f: 1, a: 'true', m: true, t: now, v: 1 }),
      encode({ f: 1, a: true, m: true, t: 'today', v: 1 }),
      encode({ f: 1, a: true, m: true, t: now, v: -1 }),
      encode({ f: 1, a: true, m: true, t: now }),
    ]) {
      expect(parseConsentCookie(value, now), String(value)).toBeUndefined();
    }
  });

  it('lasts a year: an older choice, or one dated ahead, asks again', () => {
    const year = CONSENT_MAX_AGE_SECONDS * 1000;
    expect(parseConsentCookie(consentCookieValue({ ...stored, at: now - year + 1000 }), now)).toBeDefined();
    expect(parseConsentCookie(consentCookieValue({ ...stored, at: now - year - 1000 }), now)).toBeUndefined();
    expect(parseConsentCookie(consentCookieValue({ ...stored, at: now + 3_600_000 }), now)).toBeUndefined();
  });
});

describe('Consent Mode signals', () => {
  it('deny all four before a choice', () => {
    expect(consentSignals()).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('grant analytics_storage with analytics and the three ad signals with marketing, apart', () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('the recording body', () => {
  it('takes the two choices and nothing else: no version, time or id from the browser', () => {
    expect(consentBodySchema.safeParse({ Analytics: true, Marketing: false }).success).toBe(true);
    for (const body of [
      {},
      { Analytics: true },
      { Analytics: 'true', Marketing: false },
      { Analytics: 1, Marketing: 0 },
      { Analytics: true, Marketing: false, Version: 99 },
      { Analytics: true, Marketing: false, Necessary: false },
      [true, false],
    ]) {
      expect(consentBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
