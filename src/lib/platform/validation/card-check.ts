import cardValidator from 'card-validator';
import { registerChecks } from './check';
import { isEmpty, text, type Value } from './rules';

// The validation table's card number check, apart from rules.ts because it needs a library
// (card-validator, about 5 KB of a page's script): only the forms and endpoints that take a card
// import this module, which adds the check to the table (check.ts) as it loads. The IBAN check is
// iban-check.ts, for the same reason: a form takes one or the other, never both.

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

registerChecks({ creditcard: (v) => creditcardFailure(v) ?? true });
