import { APP_TYPE, APP_TYPE_COOKIE, LANGUAGE_COOKIE, LANGUAGE_IDS, type Lang } from '@lib/platform';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie values that remember a shopper's language (and the app type the wire contract
 * expects beside it) for a year. One function for the pipeline and for kept pages answered before
 * it, so a first visit gets the same cookies either way.
 */
export function languageCookies(lang: Lang, secure: boolean): string[] {
  const attributes = `; Max-Age=${YEAR_S}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`;
  return [`${LANGUAGE_COOKIE}=${LANGUAGE_IDS[lang]}${attributes}`, `${APP_TYPE_COOKIE}=${APP_TYPE}${attributes}`];
}
