/** The interface languages: Turkish is the default and the fallback. */
export const LANGS = ['tr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

/** The language ids (docs/behaviour/language.md#languages-and-ids), kept in the language cookie. */
export const LANGUAGE_IDS: Record<Lang, 1 | 2> = { tr: 1, en: 2 };
export const LANGUAGE_COOKIE = 'LanguageId';
export const APP_TYPE_COOKIE = 'AppType';
export const APP_TYPE = 'spa';

/** The language a cookie value means: 2 is English, anything else Turkish; no cookie, no language. */
export function langFromCookie(value: string | undefined): Lang | undefined {
  if (value === undefined) return undefined;
  return value.trim() === String(LANGUAGE_IDS.en) ? 'en' : 'tr';
}

/** Splits an optional /tr or /en prefix off a path. */
export function splitLangPrefix(pathname: string): { prefix: Lang | undefined; rest: string } {
  const match = /^\/(tr|en)(?=\/|$)/.exec(pathname);
  if (!match) return { prefix: undefined, rest: pathname || '/' };
  return { prefix: match[1] as Lang, rest: pathname.slice(match[0].length) || '/' };
}

/** The public address of a path in a language: Turkish has no prefix, English has /en. */
export function localizedPath(path: string, lang: Lang): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}/` : `/${lang}${clean}`;
}

/** The BCP 47 tag for <html lang> and hreflang. */
export function htmlLang(lang: Lang): string {
  return lang === 'tr' ? 'tr-TR' : 'en-TR';
}
