import type { Lang } from '@lib/platform/i18n/lang';
import { ISTANBUL_TIME_ZONE } from './istanbul';

// The store's ways of writing a moment, each named, always on Istanbul's clock and in the page's
// language: a shopper abroad reads an order's times as the store keeps them. A formatter is made
// once per style and language (toLocaleDateString builds one on every call).

const STYLES = {
  /** 31 Ocak 2027 / 31 January 2027 */
  date: { dateStyle: 'long' },
  /** 31 Oca 2027 / 31 Jan 2027 */
  mediumDate: { dateStyle: 'medium' },
  /** 31 Ocak 2027 09:00 / 31 January 2027 at 09:00 */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 31 Oca 2027 09:00 / 31 Jan 2027, 09:00 */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 31.01.2027 09:00 / 31/01/2027, 09:00 */
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** 31 Ocak 2027 / 31 January 2027, by its parts */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The name of one of the store's ways of writing a moment. */
export type DateStyle = keyof typeof STYLES;

const made = new Map<string, Intl.DateTimeFormat>();

/** A moment written in a named style and a language, on Istanbul's clock. */
export function formatInIstanbul(at: Date | string | number, lang: Lang, style: DateStyle): string {
  const key = `${lang} ${style}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', { ...STYLES[style], timeZone: ISTANBUL_TIME_ZONE });
    made.set(key, format);
  }
  return format.format(new Date(at));
}
