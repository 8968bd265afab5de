import i18next, { type i18n, type Resource } from 'i18next';
import type { Lang } from './lang';

/** A catalog slice: namespace → key → text, for one language. */
export type Messages = Record<string, Record<string, unknown>>;

/**
 * A fresh i18next instance fixed to one language. Never shared across languages, so concurrent
 * requests and separate islands cannot leak a language into each other.
 */
export function createI18n(lang: Lang, messages: Messages, fallback?: Messages): i18n {
  const resources: Resource = { [lang]: messages };
  if (fallback && lang !== 'tr') resources.tr = fallback;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'tr',
    resources,
    ns: Object.keys(messages),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
