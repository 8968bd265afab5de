// The validation table of docs/behaviour/validation.md#rules, as pure predicates shared by the forms
// and the server. Like the store's form library, every rule but the "required" family lets an empty
// value pass, so a field says "required" first and only then what is wrong with what was typed.
// The card and IBAN checks, which need a library each, are in card-check.ts and iban-check.ts.

import { parseTypedDecimal, parseTypedNumber } from './numbers';

export type Value = unknown;

export const isEmpty = (value: Value): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as text: absent is empty. */
export const text = (value: Value): string => (value === undefined || value === null ? '' : String(value));

/** Letters of the interface languages: Latin plus Turkish, and circumflexed vowels of loanwords. */
const LETTERS = 'a-zA-ZçğıöşüÇĞİÖŞÜâîûÂÎÛ';
const LETTER = new RegExp(`[${LETTERS}]`);
/** Latin and Arabic-Indic (both forms) digits. */
const DIGITS = /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/;

/** Latin digits of a value typed with Arabic-Indic digits, so both count the same. */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

export function required(value: Value): boolean {
  if (value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !isEmpty(value);
}
export const min = (value: Value, n: number) => isEmpty(value) || text(value).length >= n;
export const max = (value: Value, n: number) => isEmpty(value) || text(value).length <= n;
export const length = (value: Value, n: number) => isEmpty(value) || text(value).length === n;
export const minLength = (value: Value, n: number) => isEmpty(value) || (Array.isArray(value) ? value.length : text(value).length) >= n;

/** A typed number (Turkish or English separators, parseTypedNumber), NaN when it is none: every bound then fails. */
const number = (value: Value): number => parseTypedNumber(text(value)) ?? Number.NaN;
export const min_value = (value: Value, n: number) => isEmpty(value) || number(value) >= n;
export const max_value = (value: Value, n: number) => isEmpty(value) || number(value) <= n;
export const between = (value: Value, lo: number, hi: number) => isEmpty(value) || (number(value) >= lo && number(value) <= hi);
export const min_amount = min_value;
export const numeric = (value: Value) => isEmpty(value) || DIGITS.test(text(value));
/** An amount typed the Turkish or the English way (40.000, 40,000, 1.250,50), up to two decimals. */
export const amount = (value: Value) => isEmpty(value) || parseTypedNumber(text(value)) !== undefined;
/** A number as printed on a card, in groups (6000 1000 0000 0002 or 6000-1000-…): its Latin digits alone. */
export const printedDigits = (value: Value) => latinDigits(text(value)).replace(/[\s-]/g, '');
/** Exactly n digits once the printed groups' spaces and dashes are dropped. */
export const digits = (value: Value, n: number) => isEmpty(value) || new RegExp(`^\\d{${n}}$`).test(printedDigits(value));
/** A billing tax number: 10 digits (a company's), or 11 (a sole trader bills on the citizen id). */
export const taxNumber = (value: Value) => isEmpty(value) || /^\d{10,11}$/.test(latinDigits(text(value)));
export const regex = (value: Value, pattern: RegExp) => isEmpty(value) || pattern.test(text(value));

export const required_value = (value: Value) => Boolean(value);
export const agreement = (value: Value) => value === true;
export const returnReason = (value: Value) => Boolean(value);
export const requiredBoolean = (value: Value) => typeof value === 'boolean';

/** A top-level part of 2 to 10 letters; 5 to 255 characters in all; spaces around it are not part of it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,10}$/;
export function email(value: Value): boolean {
  const v = text(value).trim();
  return isEmpty(value) || (EMAIL.test(v) && v.length >= 5 && v.length <= 255);
}

export const confirmed = (value: Value, other: Value) => text(value) === text(other);

const PASSWORD_ALLOWED = new RegExp(`^[${LETTERS}0-9\\s!"#$%&'()*+,\\-./:;<=>?@[\\\\\\]^_\`{|}~]+$`);
/** At least 6 characters, a letter (Turkish ones count) and a digit, from the allowed set. */
export const passwordRegex = (value: Value) => {
  const v = text(value);
  return isEmpty(value) || (v.length >= 6 && LETTER.test(v) && /[0-9]/.test(v) && PASSWORD_ALLOWED.test(v));
};

/** Passwords guessed first: the common lists, keyboard rows, and one character repeated. */
const COMMON_PASSWORDS = new Set([
  '123456a',
  'a123456',
  '123456q',
  'qwerty1',
  'qwerty123',
  'password1',
  'passw0rd',
  'abc123',
  'abc1234',
  'abcd1234',
  'sifre1',
  'sifre123',
  'şifre123',
  'parola1',
  'parola123',
  '1q2w3e',
  '1q2w3e4r',
  'asd123',
  'qwe123',
  'galatasaray1',
  'fenerbahce1',
  'besiktas1',
  'vitrin1',
  'vitrin123',
]);
export function notCommonPassword(value: Value): boolean {
  if (isEmpty(value)) return true;
  const v = text(value).toLocaleLowerCase('tr-TR');
  if (COMMON_PASSWORDS.has(v)) return false;
  const letters = v.replace(/[0-9]/g, '');
  const digits = v.replace(/[^0-9]/g, '');
  // A single repeated letter plus a run like 123456 is as weak as the lists above.
  return !(new Set(letters).size <= 1 && ('01234567890'.includes(digits) || new Set(digits).size === 1));
}

/**
 * What comes before a Turkish national number as people type it: the country code (+90, 0090, 90)
 * and the trunk 0 (0532 …), either or both. A mobile number itself starts with 5, never 0 or 9.
 */
const PHONE_PREFIX = /^(?:(?:00)?90)?0?/;
const allDigits = (value: Value) => latinDigits(text(value)).replace(/\D/g, '');
/** The national digits of a phone as typed: spaces, brackets, dots, dashes and the prefix dropped. */
export const phoneDigits = (value: Value) => allDigits(value).replace(PHONE_PREFIX, '');
/** 10 digits, no leading 0, starts with 5, and not one digit repeated after the 5. */
export function phone(value: Value): boolean {
  if (isEmpty(value)) return true;
  const d = phoneDigits(value);
  return /^5\d{9}$/.test(d) && new Set(d.slice(1)).size > 1;
}
/** A mobile number as Turks write it in a sentence, 0532 123 45 67; anything else as typed. */
export function printPhone(value: Value): string {
  const d = phoneDigits(value);
  return /^5\d{9}$/.test(d) ? `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}` : text(value).trim();
}
/**
 * The mask (5xx) xxx xx xx (docs/behaviour/validation.md#phone), applied while typing. Until the number itself starts, a prefix
 * being typed (0, +9, +90, 0090) stays on screen as typed, so every key the shopper presses shows.
 */
export function formatPhone(value: Value): string {
  const digits = allDigits(value);
  const d = phoneDigits(value).slice(0, 10);
  if (!d || '0090'.startsWith(digits) || '90'.startsWith(digits))
    return text(value)
      .replace(/[^\d+ ]/g, '')
      .trimStart();
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)];
  let out = `(${parts[0]}`;
  if (d.length > 3) out += `) ${parts[1]}`;
  if (d.length > 6) out += ` ${parts[2]}`;
  if (d.length > 8) out += ` ${parts[3]}`;
  return out;
}

/** Citizen id: 11 digits, not starting with 0, and both check digits right. Empty fails. */
export function tckn(value: Value): boolean {
  const v = latinDigits(text(value));
  if (!/^[1-9]\d{10}$/.test(v)) return false;
  const d = [...v].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

const EARLIEST_BIRTH_DATE = '1930-12-31';
const MINIMUM_AGE = 18;
/** A dd/mm/yyyy text as a calendar date, or null when it is not a real one. */
export function parseDate(value: Value): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text(value));
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month, year };
}
const iso = (p: { day: number; month: number; year: number }) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
/** dd/mm/yyyy, a real date, not before 1930-12-31 and at least 18 years before today. */
export function date(value: Value, today: Date = new Date()): boolean {
  if (isEmpty(value)) return true;
  const parsed = parseDate(value);
  if (!parsed) return false;
  const latest = iso({ day: today.getDate(), month: today.getMonth() + 1, year: today.getFullYear() - MINIMUM_AGE });
  return iso(parsed) >= EARLIEST_BIRTH_DATE && iso(parsed) <= latest;
}
/** Required when any of day, month or year is filled. */
export const isrequiredmatch = (value: Value, parts: Value[]) => !parts.some((p) => !isEmpty(p)) || required(value);

/** A positive size in cm with up to 2 decimals, typed the Turkish or the English way (30,5 or 30.5); no thousands. */
const size = (value: Value) => (parseTypedDecimal(text(value)) ?? 0) > 0;
export const widthsizemandatory = size;
export const heightsizemandatory = size;

/** Letters (Turkish too), digits, whitespace and - / . , : ; ( ) & #. */
const ADDRESS_CHARS = new RegExp(`^[${LETTERS}0-9\\s\\-/.,:;()&#]+$`);
export const addressRegex = (value: Value) => isEmpty(value) || ADDRESS_CHARS.test(text(value));

export const returnReasonRequired = (value: Value) => Boolean(value);
export const returnReasonDescriptionRequired = (value: Value) => text(value).trim() !== '';
export const returnImageRequired = (value: Value) => Array.isArray(value) && value.length > 0;
export const photoRequired = returnImageRequired;

/** Names: letters, spaces, apostrophes, dots and hyphens. */
const NAME_CHARS = new RegExp(`^[${LETTERS}\\s.'-]+$`);
export const nameChars = (value: Value) => isEmpty(value) || NAME_CHARS.test(text(value).trim());
/** Rejects a name with the same character three or more times in a row ("Aaaahmet"). */
export const repeatedChars = (value: Value) => isEmpty(value) || !/(.)\1\1/iu.test(text(value));
/** Billing full name or company: at least 5 letters. */
export const minLetters = (value: Value, n: number) =>
  isEmpty(value) || (text(value).match(new RegExp(`[${LETTERS}]`, 'g'))?.length ?? 0) >= n;

/** A sign-in name: an e-mail address or a mobile number. */
export const emailOrPhone = (value: Value) => isEmpty(value) || (text(value).includes('@') ? email(value) : phone(value));
