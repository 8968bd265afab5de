import * as r from './rules';

// Rule lists are data: the same list drives a form field on blur and change and the endpoint's zod
// schema (validate.ts), so the browser and the server stop at the same first failing rule with the
// same message. No zod here: a form's script carries only the checks.

export type Values = Record<string, unknown>;
type Check = (value: unknown, params: readonly unknown[], values: Values) => boolean | string;

const n = (p: readonly unknown[], i = 0) => Number(p[i]);
/** Each check answers true, false (message key = rule name) or the key of a more precise message. */
const checks = {
  required: (v) => r.required(v),
  min: (v, p) => r.min(v, n(p)),
  max: (v, p) => r.max(v, n(p)),
  between: (v, p) => r.between(v, n(p), n(p, 1)),
  min_value: (v, p) => r.min_value(v, n(p)),
  max_value: (v, p) => r.max_value(v, n(p)),
  length: (v, p) => r.length(v, n(p)),
  numeric: (v) => r.numeric(v),
  amount: (v) => r.amount(v),
  digits: (v, p) => r.digits(v, n(p)),
  taxNumber: (v) => r.taxNumber(v),
  regex: (v, p) => r.regex(v, p[0] as RegExp),
  required_value: (v) => r.required_value(v),
  agreement: (v) => r.agreement(v),
  returnReason: (v) => r.returnReason(v),
  requiredBoolean: (v) => r.requiredBoolean(v),
  email: (v) => r.email(v),
  confirmed: (v, p, values) => r.confirmed(v, values[String(p[0])]),
  minLength: (v, p) => r.minLength(v, n(p)),
  min_amount: (v, p) => r.min_amount(v, n(p)),
  passwordRegex: (v) => r.passwordRegex(v),
  notCommonPassword: (v) => r.notCommonPassword(v),
  phone: (v) => r.phone(v),
  tckn: (v) => (r.isEmpty(v) ? 'tcknEmpty' : r.tckn(v)),
  date: (v) => r.date(v),
  isrequiredmatch: (v, p, values) =>
    r.isrequiredmatch(
      v,
      p.map((f) => values[String(f)]),
    ),
  widthsizemandatory: (v) => r.widthsizemandatory(v),
  heightsizemandatory: (v) => r.heightsizemandatory(v),
  addressRegex: (v) => r.addressRegex(v),
  returnReasonRequired: (v) => r.returnReasonRequired(v),
  returnReasonDescriptionRequired: (v) => r.returnReasonDescriptionRequired(v),
  returnImageRequired: (v) => r.returnImageRequired(v),
  photoRequired: (v) => r.photoRequired(v),
  nameChars: (v) => r.nameChars(v),
  repeatedChars: (v) => r.repeatedChars(v),
  minLetters: (v, p) => r.minLetters(v, n(p)),
  emailOrPhone: (v) => r.emailOrPhone(v),
  phoneOrBirthDate: (v, p, values) => !r.isEmpty(v) || !r.isEmpty(values[String(p[0])]),
  // Not a check: a guard that ends the list (field valid) unless another field has a value.
  onlyIf: () => true,
} satisfies Record<string, Check>;

/** The checks that need a library, each added by its module where a form or endpoint takes a card or an IBAN. */
const LIBRARY_MODULES = { creditcard: 'card-check', iban: 'iban-check' } as const;
type LibraryCheck = keyof typeof LIBRARY_MODULES;
const libraryChecks: Partial<Record<LibraryCheck, Check>> = {};

/** Adds the card or the IBAN check to the table (card-check.ts, iban-check.ts, as they load). */
export function registerChecks(more: Partial<Record<LibraryCheck, Check>>): void {
  Object.assign(libraryChecks, more);
}

export type RuleName = keyof typeof checks | LibraryCheck;
/** A rule and its parameters: ['required'], ['min', 2], ['confirmed', 'NewPassword'], ['onlyIf', 'InvoiceType', 0] … */
export type Rule = readonly [RuleName, ...unknown[]];
export type FieldRules = Record<string, readonly Rule[]>;

/** A failed rule: the catalog key of its message and the values the message names. */
export interface Failure {
  key: string;
  params: Record<string, unknown>;
}

function paramsOf(rule: Rule): Record<string, unknown> {
  const [name, a, b] = rule;
  if (name === 'between') return { min: a, max: b };
  if (name === 'regex') return {};
  return a === undefined ? {} : { [name === 'confirmed' ? 'other' : 'value']: a };
}

/** The first rule a value fails, in list order, or null when it passes them all. */
export function firstFailure(value: unknown, rules: readonly Rule[], values: Values = {}): Failure | null {
  for (const rule of rules) {
    const [name, ...params] = rule;
    if (name === 'onlyIf' && String(values[String(params[0])]) !== String(params[1])) return null;
    const library = name in LIBRARY_MODULES ? (name as LibraryCheck) : undefined;
    const check = library ? libraryChecks[library] : (checks[name as keyof typeof checks] as Check);
    // A rule list with a card or an IBAN is used only beside its check's module: a missing import fails loudly.
    if (!check)
      throw new Error(
        `the ${name} check is not loaded: import @lib/platform/validation/${library && LIBRARY_MODULES[library]} with its rule list`,
      );
    const outcome = check(value, params, values);
    if (outcome === true) continue;
    return { key: `validation:${outcome === false ? name : outcome}`, params: paramsOf(rule) };
  }
  return null;
}

/**
 * Whether a field must be filled now: an empty value fails its rules, given the form's other values
 * (a citizen id only for a person's invoice). Every rule but the required family lets an empty value
 * pass (rules.ts), so this is what the form marks as required, read from the same list it checks.
 */
export function isRequired(rules: readonly Rule[] | undefined, values: Values = {}): boolean {
  return rules !== undefined && firstFailure('', rules, values) !== null;
}

/** Every field's first failure, for a whole form. */
export function validateAll(values: Values, fields: FieldRules): Record<string, Failure> {
  const out: Record<string, Failure> = {};
  for (const [field, rules] of Object.entries(fields)) {
    const failure = firstFailure(values[field], rules, values);
    if (failure) out[field] = failure;
  }
  return out;
}
