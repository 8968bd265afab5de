import { formatInIstanbul, fromIstanbul, toIstanbul, type WallTime } from '@lib/platform';

// A content date field as an editor types it, on Istanbul's clock (platform/time) whatever the
// editor's computer's own zone. Client-safe and pure.

const DAY_MS = 24 * 60 * 60 * 1000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A content date field's stored value shown as Istanbul date and time. A bare date ("2027-01-31",
 * or midnight UTC as YAML reads one) means the whole day and shows no time, as the schema reads it.
 */
export function storedToWall(value: unknown): WallTime {
  if (value == null || value === '') return { date: '', time: '' };
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (BARE_DATE.test(text)) return { date: text, time: '' };
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return { date: text, time: '' };
  if (instant.getTime() % DAY_MS === 0) return { date: text.slice(0, 10), time: '' };
  return toIstanbul(instant);
}

/** What a date field stores: the bare date when no time is given (the whole day), else the instant in Istanbul. */
export function wallToStored({ date, time }: WallTime): string {
  if (!date) return '';
  return time ? fromIstanbul(date, time) : date;
}

/** An instant written for an editor in Istanbul time: "31.01.2027 09:00" (tr) or "31 Jan 2027, 09:00" (en). */
export function formatIstanbul(instant: string | Date, lang: 'tr' | 'en'): string {
  return formatInIstanbul(instant, lang, 'mediumDateTime');
}
