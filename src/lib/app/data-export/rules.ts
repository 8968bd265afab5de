import { formatPrice } from '@lib/platform';

// The pure rules of a member's data file (KVKK article 11): what a row may carry into it, how
// money reads, and the life of a request (building, ready, downloaded or expired, failed).

/** The file's format: a reader of an older file knows which shape it holds. */
export const FORMAT_VERSION = 1;
/** How long a ready file may be downloaded, from the moment it is ready. */
export const LINK_HOURS = 24;
/** How many requests a member may make in a day (building, ready or spent alike). */
const DAILY_CAP = 3;
/** How long a building process holds a request before another may take it over. */
export const LEASE_SECONDS = 60;

/** The sections of the file, in the order they appear. */
export const SECTIONS = [
  'profile',
  'contacts',
  'communicationPreferences',
  'addresses',
  'orders',
  'afterSales',
  'favourites',
  'carts',
  'reborn',
  'messages',
  'repairs',
  'loyalty',
  'consents',
] as const;
export type Section = (typeof SECTIONS)[number];

export type ExportStatus = 'building' | 'ready' | 'failed' | 'downloaded' | 'expired';

/** Column names that hold a secret, a token or an internal key: never in the file, whatever the table. */
const SECRET = /hash|token|secret|password|cvv|cvc|sealed|fingerprint|idempotency/i;

/** A run of 13 to 19 digits that passes the Luhn check reads as a card number. */
function looksLikePan(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as the store shows it elsewhere: first 6, stars, last 4 (already masked ones pass unchanged). */
export function maskPan(value: string): string {
  return value.replace(/(?<!\d)\d{13,19}(?!\d)/g, (digits) =>
    looksLikePan(digits) ? `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}` : digits,
  );
}

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

/**
 * A value made fit for the file: secret columns dropped (and those named in `omit`), dates as ISO
 * text, bytes left out, any full card number masked. Works on rows, jsonb values and lists alike.
 */
export function clean(value: unknown, omit: readonly string[] = []): Plain {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return maskPan(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Uint8Array) return null;
  if (Array.isArray(value)) return value.map((item) => clean(item));
  if (typeof value === 'object') {
    const out: Record<string, Plain> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET.test(key) || omit.includes(key)) continue;
      out[key] = clean(item);
    }
    return out;
  }
  return null;
}

/** An amount both ways: as the store shows it (1.234,50 TL) and in kuruş. */
export function money(kurus: number | null | undefined): { tl: string; kurus: number } | null {
  return kurus == null ? null : { tl: formatPrice(kurus), kurus };
}

/** The state a member sees: a ready file past its 24 hours is expired even before the purge runs. */
export function statusAt(row: { status: string; expiresAt: Date | null }, at: Date): ExportStatus {
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= at) return 'expired';
  return row.status as ExportStatus;
}

/** Whether a download may go ahead: only a ready file within its hours; otherwise why not. */
export function downloadVerdict(row: { status: string; expiresAt: Date | null }, at: Date): 'ok' | 'downloaded' | 'expired' | 'not-ready' {
  const status = statusAt(row, at);
  if (status === 'ready') return 'ok';
  if (status === 'downloaded' || status === 'expired') return status;
  return 'not-ready';
}

/** Whether a member has used up the day's requests: those made in the 24 hours before `at`. */
export function capReached(requestedAt: readonly Date[], at: Date, cap = DAILY_CAP): boolean {
  const since = at.getTime() - 86_400_000;
  return requestedAt.filter((time) => time.getTime() > since).length >= cap;
}

/** The file's name: vitrin-data-2026-11-26.json. */
export function fileName(at: Date): string {
  return `vitrin-data-${at.toISOString().slice(0, 10)}.json`;
}
