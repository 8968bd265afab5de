import { cookieValue } from '@lib/platform/http/cookie';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
  consentSignals,
  parseConsentCookie,
  type StoredConsent,
  WAIT_FOR_UPDATE_MS,
} from './rules';

// The shopper's cookie choice in the browser and Google Consent Mode v2 on window.dataLayer. The
// page is the same for everyone (kept pages), so the choice is read here, never by the server.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The choice stored in this browser, or undefined when none is (or it is stale or malformed). */
export function storedConsent(): StoredConsent | undefined {
  return parseConsentCookie(cookieValue(document.cookie, CONSENT_COOKIE), Date.now());
}

/** Writes the choice's cookie: a year, the whole site, SameSite=Lax, Secure on https. */
export function storeConsent(stored: StoredConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, written once per choice; the Cookie Store API is not in every browser.
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(stored)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Pushes a gtag() command: gtag pushes its `arguments` object, which is what GTM reads as a command. */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: GTM tells a command from an event by it being an Arguments object.
  window.dataLayer.push(arguments);
}

let started = false;

/**
 * Consent Mode's default (everything denied) as the data layer's first entry, then the stored
 * choice if there is one. Runs once a page, from the shell's script at load and from the first
 * push of any island, whichever comes first.
 */
export function startConsentMode(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  gtag('consent', 'default', { ...consentSignals(), wait_for_update: WAIT_FOR_UPDATE_MS });
  const stored = storedConsent();
  if (stored) gtag('consent', 'update', consentSignals(stored));
}

/** Keeps a new choice and tells the tags at once. */
export function applyConsent(choice: ConsentChoice): StoredConsent {
  startConsentMode();
  // Version 0 until the server records the choice and answers the cookie text's version.
  const stored = { analytics: choice.analytics, marketing: choice.marketing, at: Date.now(), version: 0 };
  storeConsent(stored);
  gtag('consent', 'update', consentSignals(stored));
  return stored;
}

/** Whether the shopper allowed analytics (GA4's ecommerce events); false before any choice. */
export function analyticsGranted(): boolean {
  return storedConsent()?.analytics === true;
}
