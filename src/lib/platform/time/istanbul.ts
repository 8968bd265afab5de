// The store's clock is Istanbul time, UTC+3 all year (Turkey keeps no summer time since 2016), so
// a wall time there converts to an instant with a fixed offset, by plain arithmetic on UTC, in the
// browser and on the server alike, whatever the machine's own zone. The one home of that offset.

/** The store's time zone, for Intl formatters. */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

/** Istanbul's fixed offset from UTC, in milliseconds. */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date and a time of day on Istanbul's wall clock ("2027-01-31", "09:00"). */
export interface WallTime {
  date: string;
  time: string;
}

/** An instant's Istanbul wall time: "2027-01-31T06:00:00Z" → { date: "2027-01-31", time: "09:00" }. */
export function toIstanbul(instant: Date | string): WallTime {
  const shifted = new Date(new Date(instant).getTime() + ISTANBUL_OFFSET_MS);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  return { date, time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}` };
}

/** An Istanbul wall time as an ISO instant with its offset: "2027-01-31", "09:00" → "2027-01-31T09:00:00+03:00". */
export function fromIstanbul(date: string, time: string): string {
  return `${date}T${time || '00:00'}:00+03:00`;
}
