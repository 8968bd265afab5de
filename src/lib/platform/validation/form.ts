import { type Failure, type FieldRules, firstFailure } from './check';

// The form state of docs/behaviour/validation.md#how-forms-validate: each field is touched, dirty, valid and
// validated; it validates on blur and on change (never while typing), and submit touches every
// field. A failure shows only after a submit, or once the field was both touched and edited: a
// shopper tabbing through empty fields, or choosing another option beside them, is not yet wrong.
// Pure, so the React hook stays thin.

export type Values = Record<string, unknown>;

export interface FormState {
  values: Values;
  touched: Record<string, boolean>;
  /** Edited by the shopper at least once (typed, picked, ticked, filled in by the browser). */
  dirty: Record<string, boolean>;
  /** A submit was tried: every failure shows from then on. */
  submitted: boolean;
  validated: Record<string, boolean>;
  errors: Record<string, Failure | undefined>;
  /** Messages from the server's 400, shown until the field changes. */
  serverErrors: Record<string, string | undefined>;
}

export function initForm(values: Values): FormState {
  return { values, touched: {}, dirty: {}, submitted: false, validated: {}, errors: {}, serverErrors: {} };
}

function check(state: FormState, rules: FieldRules, fields: readonly string[]): FormState {
  const errors = { ...state.errors };
  const validated = { ...state.validated };
  for (const field of fields) {
    errors[field] = rules[field] ? (firstFailure(state.values[field], rules[field], state.values) ?? undefined) : undefined;
    validated[field] = true;
  }
  return { ...state, errors, validated };
}

/**
 * Typing: the value changes and the field is edited; nothing is validated (validation on input is
 * off). A failure found before the first edit was never shown and no longer holds: it goes.
 */
export function input(state: FormState, field: string, value: unknown): FormState {
  const firstEdit = !state.dirty[field];
  return {
    ...state,
    values: { ...state.values, [field]: value },
    dirty: firstEdit ? { ...state.dirty, [field]: true } : state.dirty,
    errors: firstEdit && !state.submitted ? { ...state.errors, [field]: undefined } : state.errors,
    serverErrors: { ...state.serverErrors, [field]: undefined },
  };
}

/** Blur: the field is touched and validated, with the fields that compare with it. */
export function blur(state: FormState, rules: FieldRules, field: string): FormState {
  return check({ ...state, touched: { ...state.touched, [field]: true } }, rules, dependents(rules, field, state));
}

/** Change (selects, checkboxes, a finished edit): set and validate at once. */
export function change(state: FormState, rules: FieldRules, field: string, value: unknown): FormState {
  return blur(input(state, field, value), rules, field);
}

/** Submit: every field touched and validated; valid when none fails. */
export function submit(state: FormState, rules: FieldRules): { state: FormState; valid: boolean } {
  const touched = Object.fromEntries(Object.keys(rules).map((f) => [f, true]));
  const next = check({ ...state, submitted: true, touched: { ...state.touched, ...touched } }, rules, Object.keys(rules));
  return { state: next, valid: Object.values(next.errors).every((e) => !e) };
}

/** The server's field messages, after a 400. */
export function serverErrors(state: FormState, messages: Record<string, string> | undefined): FormState {
  return { ...state, serverErrors: { ...messages } };
}

/** The failure the shopper sees: after a submit, or once the field was touched and edited. */
export function shownFailure(state: FormState, field: string): Failure | undefined {
  const due = state.submitted || (state.touched[field] && state.dirty[field]);
  return due ? state.errors[field] : undefined;
}

/** A field and every field whose rules name it (a confirmation, an onlyIf guard). */
function dependents(rules: FieldRules, field: string, state: FormState): string[] {
  const out = [field];
  for (const [other, list] of Object.entries(rules)) {
    if (other !== field && state.touched[other] && list.some((rule) => rule.slice(1).includes(field))) out.push(other);
  }
  return out;
}
