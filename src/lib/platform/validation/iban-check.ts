import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { registerChecks } from './check';
import { isEmpty, text, type Value } from './rules';

// The validation table's IBAN check, apart from rules.ts because it needs a library (ibantools,
// about 4 KB of a page's script): only the forms and endpoints that take an IBAN (a Reborn payout)
// import this module, which adds the check to the table (check.ts) as it loads.

/** A Turkish IBAN: TR and 24 digits, 26 characters, mod-97 check (via ibantools). */
export function iban(value: Value): boolean {
  if (isEmpty(value)) return true;
  const v = electronicFormatIBAN(text(value)) ?? '';
  return /^TR\d{24}$/.test(v) && isValidIBAN(v);
}

registerChecks({ iban: (v) => iban(v) });
