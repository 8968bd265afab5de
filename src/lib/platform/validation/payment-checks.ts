import cardValidator from 'card-validator';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { registerChecks } from './check';
import { isEmpty, text, type Value } from './rules';

// The validation table's card number and IBAN checks, apart from rules.ts because each needs a
// library (card-validator, ibantools, about 9 KB of a page's script together): only the forms and
// endpoints that take a card or an IBAN import this module, which adds the two checks to the
// table (check.ts) as it loads. A page without such a form (the checkout's address step) loads
// neither library.

export type CardFailure = 'cardLength' | 'cardFormat' | 'cardNumber';
/** Why a card number fails, or null: length (15 for 34/37, else 16), brand pattern, Luhn. */
export function creditcardFailure(value: Value): CardFailure | null {
  if (isEmpty(value)) return null;
  const digits = text(value).replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return 'cardFormat';
  const expected = /^3[47]/.test(digits) ? 15 : 16;
  if (digits.length !== expected) return 'cardLength';
  const check = cardValidator.number(digits);
  if (!check.card) return 'cardFormat';
  return check.isValid ? null : 'cardNumber';
}
export const creditcard = (value: Value) => creditcardFailure(value) === null;

/** A Turkish IBAN: TR and 24 digits, 26 characters, mod-97 check (via ibantools). */
export function iban(value: Value): boolean {
  if (isEmpty(value)) return true;
  const v = electronicFormatIBAN(text(value)) ?? '';
  return /^TR\d{24}$/.test(v) && isValidIBAN(v);
}

registerChecks({ creditcard: (v) => creditcardFailure(v) ?? true, iban: (v) => iban(v) });
