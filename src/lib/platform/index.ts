// The platform's public face for browser and server: configuration, errors, i18n, money, the
// session's shapes, HTTP client, validation, routing. Every other area imports the platform only
// from here (or from index.server.ts); inside the platform, modules import each other directly.
// docs/decisions/0039-areas.md has the map and the rule.

// analytics
export { type DataLayerItem, ecommerceOf, pushEcommerce, toAmount } from './analytics/data-layer';
export { analyticsItems } from './analytics/order-items';

// config
export { allowedSandboxWarnings, sandboxesInUse, startRefusals } from './config/sandboxes';
export { StartupError } from './config/startup-error';

// consent
export { applyConsent, startConsentMode, storeConsent, storedConsent } from './consent/browser';
export { CONSENT_API, type ConsentChoice, COOKIE_POLICY_URI, type StoredConsent } from './consent/rules';
export { consentBodySchema, type ConsentReceipt } from './consent/schema';

// db
export type { Seeder } from './db/seeder';

// errors
export { type ErrorName, ERRORS, wireCode } from './errors/catalogue';
export { DomainError } from './errors/domain-error';

// files
export { sniff, type SniffedType } from './files/sniff';

// http
export { call, type CallOptions, resetVerificationToken, setVerificationToken } from './http/client';
export { cookieValue } from './http/cookie';
export type { Envelope } from './http/envelope';

// i18n
export { withIslandI18n } from './i18n/IslandI18n';
export type { Messages } from './i18n/i18n';
export {
  APP_TYPE,
  APP_TYPE_COOKIE,
  DEFAULT_LANG,
  htmlLang,
  type Lang,
  langFromCookie,
  LANGS,
  LANGUAGE_COOKIE,
  LANGUAGE_IDS,
  localizedPath,
  splitLangPrefix,
} from './i18n/lang';
export { EDITOR_NAMESPACES, FORM_NAMESPACES } from './i18n/namespaces';

// ids
export { codeOfId, READABLE_ALPHABET } from './ids/readable-code';

// money
export { formatCount, formatPrice } from './money/format';

// otp
export { maskTarget } from './otp/mask';
export { OTP_LENGTH, otpAnswerRules, otpAnswerShape, type OtpChallenge } from './otp/schema';

// routing
export { guard, LANGUAGE_SWITCH_PARAM, safeReturnUrl } from './routing/guard';
export { API_PREFIXES, acceptsCrossSitePost, carriesOwnProof, isStateChanging, requestKind } from './routing/kinds';
export { languageSwitchHref, otherLang, PATHS } from './routing/links';
export { isSitePath, SITE_PATH_ISSUE, sitePath } from './routing/site-path';
export {
  desktopRoutes,
  type Device,
  deviceOf,
  matchRoute,
  mobileRoutes,
  type Robots,
  robotsDirective,
  type RouteRule,
} from './routing/routes';

// security
export { applySecurityHeaders, isSameOrigin, securityHeaders, withHeaderPolicy } from './security/headers';
export { defaultSecurityContact, securityTxt } from './security/security-txt';

// session
export type { Caller, Outcome } from './session/caller';
export { SESSION_HINT_COOKIE, VERIFICATION_HEADER, VERIFICATION_META } from './session/csrf';
export { readData, sessionSlot, type SessionValue } from './session/data';
export { signedInId } from './session/signed-in';
export { logout, readSignedInFlag, setSignedIn, syncSession } from './session/store';

// toast
export {
  $toasts,
  closeToast,
  showErrorToast,
  showNextPageToast,
  showToast,
  type Toast,
  TOAST_SETTINGS,
  toastOnNextPage,
} from './toast/store';

// ui
export { scrollBehaviour, scrollToId } from './ui/scroll';

// time
export { type DateStyle, formatInIstanbul } from './time/format';
export { fromIstanbul, ISTANBUL_OFFSET_MS, toIstanbul, type WallTime } from './time/istanbul';

// validation
export type { Values } from './validation/form';
export { creditcard } from './validation/card-check';
export { parseTypedDecimal, parseTypedNumber, tidyTypedNumber } from './validation/numbers';
export { formatPhone, notCommonPassword, parseDate, passwordRegex, phone, phoneDigits, printedDigits } from './validation/rules';
/** A mobile number written in a sentence (0532 123 45 67). */
export { printPhone } from './validation/rules';
export {
  type FieldRules,
  firstFailure,
  flag,
  hasControlCharacters,
  id,
  printedNumber,
  type RuleCodes,
  text,
  withRules,
} from './validation/validate';

// notify (the message kinds' schemas: browser-safe, shared by the operator's page and the outbox)
export { CAMPAIGN_LIMITS, type OutboxEntry } from './notify/messages';
