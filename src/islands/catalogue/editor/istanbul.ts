// The store's clock is Istanbul time, UTC+3 all year (Turkey keeps no summer time), so a wall time
// there converts to an instant with a fixed offset, on any editor's computer whatever its own zone.
// Client-safe and pure.

const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date and an optional time as an editor types them in Istanbul ("2027-01-31", "09:00"). */
export interface WallTime {
  date: string;
  time: string;
}

/** An instant's Istanbul wall time: "2027-01-31T06:00:00Z" → { date: "2027-01-31", time: "09:00" }. */
export function toIstanbul(instant: Date | string): WallTime {
  const shifted = new Date(new Date(instant).getTime() + OFFSET_MS);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  return { date, time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}` };
}

/** An Istanbul wall time as an ISO instant with its offset: "2027-01-31", "09:00" → "2027-01-31T09:00:00+03:00". */
export function fromIstanbul(date: string, time: string): string {
  return `${date}T${time || '00:00'}:00+03:00`;
}

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
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(instant));
}
